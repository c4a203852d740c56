import { Card } from 'primereact/card';
import { graphql } from '../generated';
import type { CapabilityList_ViewerFragment } from '../generated/graphql';

graphql(`
  fragment CapabilityList_viewer on Viewer {
    canDispatch
    canCorrect
    isHeadTeacher
  }
`);

/** The three capability checks of the spec, in words. */
export function CapabilityList({ viewer }: { viewer: CapabilityList_ViewerFragment }) {
  const capabilities = [
    {
      key: 'dispatch',
      title: '发布作业',
      detail: '发布、复制、继续发布、调整截止时间、撤回作业，使用题库',
      granted: viewer.canDispatch,
    },
    { key: 'correct', title: '批改', detail: '批改作业与考试试卷', granted: viewer.canCorrect },
    {
      key: 'head-teacher',
      title: '班主任',
      detail: '发布班级公告、创建班会、删除班级圈帖子',
      granted: viewer.isHeadTeacher,
    },
  ];
  return (
    <Card className="home-card" title="我的权限">
      <ul className="capability-list">
        {capabilities.map(({ key, title, detail, granted }) => (
          <li key={key} className="capability-list__item" data-testid={`capability-${key}`}>
            <i
              className={`capability-list__icon pi ${granted ? 'pi-check-circle is-granted' : 'pi-minus-circle'}`}
              aria-hidden="true"
            />
            <div>
              <p className="capability-list__title">
                {title}
                <span className={granted ? 'capability-list__state is-granted' : 'capability-list__state'}>
                  {granted ? '已开通' : '未开通'}
                </span>
              </p>
              <p className="capability-list__detail">{detail}</p>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
