import { graphql } from '../generated';
import type { CapabilityList_ViewerFragment } from '../generated/graphql';
import { ThemedCard } from '../shared/ui/themedElements';
import { t } from './i18n/zh-CN';

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
      title: t('publishHomework'),
      detail: t('publishCopyContinuePublishingChange'),
      granted: viewer.canDispatch,
    },
    {
      key: 'correct',
      title: t('grading'),
      detail: t('gradeHomeworkAndExamPapers'),
      granted: viewer.canCorrect,
    },
    {
      key: 'head-teacher',
      title: t('headTeacher'),
      detail: t('publishClassAnnouncementsCreateClass'),
      granted: viewer.isHeadTeacher,
    },
  ];
  return (
    <ThemedCard className="home-card" title={t('myPermissions')}>
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
                  {granted ? t('enabled') : t('notEnabled')}
                </span>
              </p>
              <p className="capability-list__detail">{detail}</p>
            </div>
          </li>
        ))}
      </ul>
    </ThemedCard>
  );
}
