import { ANONYMITY_MESSAGES } from '@school/machines';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { isLive, useNavigateTo } from '../app/routes/routeTo';
import type { HomeworkResultDetailQuery } from '../generated/graphql';
import { OperationLogButton } from '../shared/operationLog/OperationLogDialog';
import { formatSchoolTime, isoToSeconds } from '../shared/schoolTime';
import { ActionButton } from '../shared/ui/ActionButton';
import { COMING_SOON, refused } from '../shared/ui/ability';
import { DeadlineDialog } from './DeadlineDialog';
import { LiftAnonymityDialog } from './LiftAnonymityDialog';
import { RateCircle } from './RateCircle';

type Detail = HomeworkResultDetailQuery['homeworkResultDetail'];

const SCOPE_LABEL: Record<number, string> = { 1: '全部子课程', 2: '指定子课程', 3: '仅当前课程' };
const ARRANGE_LABEL: Record<number, string> = { 1: '班级', 2: '班课', 3: '课次', 4: '排课' };

/** The detail page's header (spec section 2): figures, rates as circles, deadline, actions, expandable block. */
export function DetailHeader({
  detail,
  arranged,
  onChanged,
}: {
  detail: Detail;
  arranged: boolean;
  onChanged: (message: string) => void;
}) {
  const navigateTo = useNavigateTo();
  const [open, setOpen] = useState(false);
  const [adjusting, setAdjusting] = useState(false);
  const [lifting, setLifting] = useState(false);
  const hwId = Number(detail.id);
  const classId = Number(detail.classId);
  const link = (live: boolean) => (live ? detail.abilities.preview : refused(COMING_SOON));
  return (
    <section className="result-header" aria-label="作业概况">
      <div className="result-header__top">
        <div className="result-header__title">
          <h1>{detail.name}</h1>
          {detail.recalled && <Tag severity="danger" value="已撤回" />}
          {detail.anonymity.namesHidden && <Tag severity="secondary" value={ANONYMITY_MESSAGES.tag} />}
          <span className="result-header__deadline">
            截止时间：{formatSchoolTime(detail.endingTime)}
            {detail.overdue && <Tag severity="warning" value="已截止" className="result-header__overdue" />}
          </span>
        </div>
        <div className="result-header__actions">
          <OperationLogButton subjectType="HOMEWORK" subjectId={detail.id} />
          <ActionButton
            link={false}
            action={{
              label: '预览',
              icon: 'pi pi-eye',
              ability: link(isLive('HomeworkPreview')),
              onClick: () => navigateTo('HomeworkPreview', { hw_id: hwId }),
            }}
          />
          <ActionButton
            link={false}
            action={{
              label: '统计',
              icon: 'pi pi-chart-bar',
              ability: link(isLive('HomeworkStatis')),
              onClick: () => navigateTo('HomeworkStatis', { hw_id: hwId, class_id: classId }),
            }}
          />
          {detail.abilities.adjustDeadline.shown && (
            <ActionButton
              link={false}
              action={{
                label: '调整截止时间',
                icon: 'pi pi-clock',
                ability: detail.abilities.adjustDeadline,
                onClick: () => setAdjusting(true),
              }}
            />
          )}
          {detail.anonymity.liftAnonymity.shown && (
            <ActionButton
              link={false}
              action={{
                label: '公开学员姓名',
                icon: 'pi pi-user',
                ability: detail.anonymity.liftAnonymity,
                onClick: () => setLifting(true),
              }}
            />
          )}
          {!arranged && detail.abilities.continuePublishing.shown && (
            <ActionButton
              link={false}
              action={{
                label: '继续发布',
                icon: 'pi pi-send',
                ability: detail.abilities.continuePublishing,
                onClick: () => navigateTo('HomeworkManage', { tab: 'main' }),
              }}
            />
          )}
        </div>
      </div>
      <div className="result-header__figures">
        <RateCircle label="提交率" percent={detail.submitRate} />
        <RateCircle label="批改率" percent={detail.gradeRate} />
        <dl className="result-header__counts">
          <div>
            <dt>应提交</dt>
            <dd data-testid="count-due">{detail.dueCount}</dd>
          </div>
          <div>
            <dt>已提交</dt>
            <dd data-testid="count-submitted">{detail.submittedCount}</dd>
          </div>
          <div>
            <dt>未批改</dt>
            <dd data-testid="count-not-graded">{detail.notGradedCount}</dd>
          </div>
          <div>
            <dt>已批改</dt>
            <dd data-testid="count-graded">{detail.gradedCount}</dd>
          </div>
        </dl>
      </div>
      <Button
        type="button"
        link
        size="small"
        className="result-header__toggle"
        label={open ? '收起' : '展开更多信息'}
        icon={open ? 'pi pi-angle-up' : 'pi pi-angle-down'}
        iconPos="right"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      />
      {open && (
        <dl className="result-header__more">
          <div>
            <dt>题目</dt>
            <dd>
              共{detail.questionCount}题{detail.scored && `，${detail.totalScore}分`}（
              {detail.questionSummary
                .map((q) => `${q.typeName}${q.count}题${detail.scored ? `${q.score}分` : ''}`)
                .join('，')}
              ）
            </dd>
          </div>
          {arranged || detail.arrangeType !== null ? (
            <>
              <div>
                <dt>发布对象</dt>
                <dd>
                  {detail.arrangement
                    ? `${detail.arrangement.name}（${[detail.arrangement.classifyName, detail.arrangement.gradeName, detail.arrangement.subjectName].filter(Boolean).join(' · ')}）`
                    : (ARRANGE_LABEL[detail.arrangeType ?? 0] ?? '-')}
                </dd>
              </div>
              <div>
                <dt>课次</dt>
                <dd>
                  {detail.arrangement
                    ? detail.arrangement.arrangeTime
                      ? `${formatSchoolTime(detail.arrangement.arrangeTime).slice(0, 10)} ${detail.arrangement.timeName}`
                      : '暂无课次'
                    : (detail.arrangeId ?? '-')}
                </dd>
              </div>
            </>
          ) : (
            <>
              <div>
                <dt>发布对象</dt>
                <dd>{SCOPE_LABEL[detail.publishScope] ?? '-'}</dd>
              </div>
              <div>
                <dt>类型</dt>
                <dd>{detail.type === 'PERIOD' ? '课时作业' : '课程作业'}</dd>
              </div>
              <div>
                <dt>课程</dt>
                <dd>{detail.courseTitle}</dd>
              </div>
              <div>
                <dt>课时</dt>
                <dd>{detail.periodTitle || '-'}</dd>
              </div>
            </>
          )}
          <div>
            <dt>备注</dt>
            <dd>{detail.remark || '-'}</dd>
          </div>
          <div>
            <dt>发布时间</dt>
            <dd>{formatSchoolTime(detail.publishTime)}</dd>
          </div>
          <div>
            <dt>发布人</dt>
            <dd>
              {detail.publisherName}
              {detail.publisherRole === 'TEACHER' ? '（老师）' : '（助教）'}
            </dd>
          </div>
          <div>
            <dt>班级</dt>
            <dd>{detail.classes.map((c) => c.name).join('、') || '-'}</dd>
          </div>
        </dl>
      )}
      {lifting && (
        <LiftAnonymityDialog
          homeworkId={detail.id}
          onClose={() => setLifting(false)}
          onDone={(message) => {
            setLifting(false);
            onChanged(message);
          }}
        />
      )}
      {adjusting && (
        <DeadlineDialog
          homeworkId={detail.id}
          endingTime={isoToSeconds(detail.endingTime)}
          onClose={() => setAdjusting(false)}
          onDone={(message) => {
            setAdjusting(false);
            onChanged(message);
          }}
        />
      )}
    </section>
  );
}
