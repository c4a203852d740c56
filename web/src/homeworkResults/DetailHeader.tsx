import { ANONYMITY_MESSAGES, RELEASE_MESSAGES } from '@school/machines';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { isLive, useNavigateTo } from '../app/routes/routeTo';
import type { HomeworkResultDetailQuery, PublishScope } from '../generated/graphql';
import { OperationLogButton } from '../shared/operationLog/OperationLogDialog';
import { formatSchoolTime, isoToSeconds } from '../shared/schoolTime';
import { ActionButton } from '../shared/ui/ActionButton';
import { COMING_SOON, refused } from '../shared/ui/ability';
import { DeadlineDialog } from './DeadlineDialog';
import { HomeworkReleaseDialog } from './HomeworkReleaseDialog';
import { t } from './i18n/zh-CN';
import { LiftAnonymityDialog } from './LiftAnonymityDialog';
import { RateCircle } from './RateCircle';

type Detail = NonNullable<HomeworkResultDetailQuery['homeworkResultDetail']>;

const SCOPE_LABEL: Record<PublishScope, string> = {
  ALL_CHILD_COURSES: t('allSubCourses'),
  CHOSEN_CHILD_COURSES: t('chosenSubCourses'),
  COURSE_ONLY: t('thisCourseOnly'),
};
const ARRANGE_LABEL: Record<number, string> = {
  1: t('class'),
  2: t('course2'),
  3: t('session'),
  4: t('scheduled'),
};

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
  const [releasing, setReleasing] = useState(false);
  const hwId = Number(detail.id);
  const classId = Number(detail.classId);
  const link = (live: boolean) => (live ? detail.abilities.preview : refused(COMING_SOON));
  return (
    <section className="result-header" aria-label={t('homeworkOverview')}>
      <div className="result-header__top">
        <div className="result-header__title">
          <h1>{detail.name}</h1>
          {detail.recalled && <Tag severity="danger" value={t('recalled')} />}
          {detail.anonymity.namesHidden && <Tag severity="secondary" value={ANONYMITY_MESSAGES.tag} />}
          {detail.unreleasedClassCount > 0 && (
            <Tag severity="warning" value={RELEASE_MESSAGES.unreleased} data-testid="results-unreleased" />
          )}
          <span className="result-header__deadline">
            {t('deadline2')}
            {formatSchoolTime(detail.endingTime)}
            {detail.overdue && (
              <Tag severity="warning" value={t('closed')} className="result-header__overdue" />
            )}
          </span>
        </div>
        <div className="result-header__actions">
          <OperationLogButton subjectType="HOMEWORK" subjectId={detail.id} />
          <ActionButton
            link={false}
            action={{
              label: t('preview'),
              icon: 'pi pi-eye',
              ability: link(isLive('HomeworkPreview')),
              onClick: () => navigateTo('HomeworkPreview', { hw_id: hwId }),
            }}
          />
          <ActionButton
            link={false}
            action={{
              label: t('statistics'),
              icon: 'pi pi-chart-bar',
              ability: link(isLive('HomeworkStatis')),
              onClick: () => navigateTo('HomeworkStatis', { hw_id: hwId, class_id: classId }),
            }}
          />
          {detail.abilities.adjustDeadline.shown && (
            <ActionButton
              link={false}
              action={{
                label: t('changeDeadline'),
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
                label: t('revealNames'),
                icon: 'pi pi-user',
                ability: detail.anonymity.liftAnonymity,
                onClick: () => setLifting(true),
              }}
            />
          )}
          {detail.abilities.releaseResults.shown && (
            <ActionButton
              link={false}
              action={{
                label: t('releaseResults'),
                icon: 'pi pi-megaphone',
                ability: detail.abilities.releaseResults,
                onClick: () => setReleasing(true),
              }}
            />
          )}
          {!arranged && detail.abilities.continuePublishing.shown && (
            <ActionButton
              link={false}
              action={{
                label: t('continuePublishing'),
                icon: 'pi pi-send',
                ability: detail.abilities.continuePublishing,
                onClick: () => navigateTo('HomeworkManage', { tab: 'main' }),
              }}
            />
          )}
        </div>
      </div>
      <div className="result-header__figures">
        <RateCircle label={t('submissionRate')} percent={detail.submitRate} />
        <RateCircle label={t('gradingRate')} percent={detail.gradeRate} />
        <dl className="result-header__counts">
          <div>
            <dt>{t('expected')}</dt>
            <dd data-testid="count-due">{detail.dueCount}</dd>
          </div>
          <div>
            <dt>{t('submitted')}</dt>
            <dd data-testid="count-submitted">{detail.submittedCount}</dd>
          </div>
          <div>
            <dt>{t('notGraded')}</dt>
            <dd data-testid="count-not-graded">{detail.notGradedCount}</dd>
          </div>
          <div>
            <dt>{t('graded')}</dt>
            <dd data-testid="count-graded">{detail.gradedCount}</dd>
          </div>
        </dl>
      </div>
      <Button
        type="button"
        link
        size="small"
        className="result-header__toggle"
        label={open ? t('less') : t('showMore')}
        icon={open ? 'pi pi-angle-up' : 'pi pi-angle-down'}
        iconPos="right"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      />
      {open && (
        <dl className="result-header__more">
          <div>
            <dt>{t('questions2')}</dt>
            <dd>
              {t('total')}
              {detail.questionCount}
              {t('questions')}
              {detail.scored && t('pts2', { totalScore: detail.totalScore })}
              {t('text6')}
              {detail.questionSummary
                .map((q) =>
                  t('text7', {
                    typeName: q.typeName,
                    count: q.count,
                    value: detail.scored ? t('pts', { score: q.score }) : '',
                  }),
                )
                .join(t('text5'))}
              {t('text4')}
            </dd>
          </div>
          {arranged || detail.arrangeType !== null ? (
            <>
              <div>
                <dt>{t('publishedTo')}</dt>
                <dd>
                  {detail.arrangement
                    ? t('text3', {
                        name: detail.arrangement.name,
                        value: [
                          detail.arrangement.classifyName,
                          detail.arrangement.gradeName,
                          detail.arrangement.subjectName,
                        ]
                          .filter(Boolean)
                          .join(' · '),
                      })
                    : (ARRANGE_LABEL[detail.arrangeType ?? 0] ?? '-')}
                </dd>
              </div>
              <div>
                <dt>{t('session')}</dt>
                <dd>
                  {detail.arrangement
                    ? detail.arrangement.arrangeTime
                      ? `${formatSchoolTime(detail.arrangement.arrangeTime).slice(0, 10)} ${detail.arrangement.timeName}`
                      : t('noSessions')
                    : (detail.arrangeId ?? '-')}
                </dd>
              </div>
            </>
          ) : (
            <>
              <div>
                <dt>{t('publishedTo')}</dt>
                <dd>{detail.publishScope ? SCOPE_LABEL[detail.publishScope] : '-'}</dd>
              </div>
              <div>
                <dt>{t('type2')}</dt>
                <dd>{detail.type === 'PERIOD' ? t('lessonHomework') : t('courseHomework')}</dd>
              </div>
              <div>
                <dt>{t('course')}</dt>
                <dd>{detail.courseTitle}</dd>
              </div>
              <div>
                <dt>{t('lesson')}</dt>
                <dd>{detail.periodTitle || '-'}</dd>
              </div>
            </>
          )}
          <div>
            <dt>{t('notes')}</dt>
            <dd>{detail.remark || '-'}</dd>
          </div>
          <div>
            <dt>{t('postedAt')}</dt>
            <dd>{formatSchoolTime(detail.publishTime)}</dd>
          </div>
          <div>
            <dt>{t('postedBy')}</dt>
            <dd>
              {detail.publisherName}
              {detail.publisherRole === 'TEACHER' ? t('teacher') : t('assistant')}
            </dd>
          </div>
          <div>
            <dt>{t('class')}</dt>
            <dd>{detail.classes.map((c) => c.name).join(t('text2')) || '-'}</dd>
          </div>
        </dl>
      )}
      {releasing && (
        <HomeworkReleaseDialog
          homeworkId={detail.id}
          release={detail.resultsRelease}
          onClose={() => setReleasing(false)}
          onDone={(message) => {
            setReleasing(false);
            onChanged(message);
          }}
        />
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
