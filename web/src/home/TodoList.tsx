import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { routeTo } from '../app/routes/routeTo';
import { graphql } from '../generated';
import type { TodoList_WorkbenchFragment } from '../generated/graphql';
import { formatSchoolTime } from '../shared/schoolTime';
import { ThemedCard } from '../shared/ui/themedElements';
import { t } from './i18n/zh-CN';

graphql(`
  fragment TodoList_workbench on Workbench {
    recentDays
    grading {
      count
      itemCount
      items {
        homeworkId
        classId
        homeworkName
        className
        waiting
        oldestSubmitTime
        reportId
      }
    }
    examMarking {
      count
      itemCount
      items {
        examId
        examName
        waiting
        oldestSubmitTime
        reportId
      }
    }
    leave {
      count
      itemCount
      items {
        classId
        className
        waiting
        latestCreatedAt
      }
    }
    handouts {
      count
      itemCount
      items {
        sessionId
        className
        oneToOne
        arrangeTime
        timeName
        fileName
      }
    }
    recentDeadlines {
      count
      itemCount
      items {
        homeworkId
        classId
        homeworkName
        className
        endingTime
        total
        submitted
        submitRate
      }
    }
  }
`);

interface Item {
  key: string;
  href: string;
  title: string;
  detail: string;
  count: string;
}

/** One to-do section: its items (each opens its work in one click), or a line that says all is done. */
function TodoSection({
  id,
  title,
  total,
  totalText,
  groups,
  items,
  done,
  more,
}: {
  id: string;
  title: string;
  total: number;
  /** The total in the section's own unit (reports, papers, requests…), e.g. 共 2 份待批改. */
  totalText: string;
  groups: number;
  items: Item[];
  done: string;
  more?: ReactNode;
}) {
  return (
    <ThemedCard className="home-card todo-section" title={title}>
      <div data-testid={`todo-${id}`} data-total={total}>
        {total > 0 && <p className="todo-section__total">{totalText}</p>}
        {items.length === 0 ? (
          <p className="todo-section__done">
            <i className="pi pi-check-circle" aria-hidden="true" /> {done}
          </p>
        ) : (
          <ul className="todo-section__list">
            {items.map((item) => (
              <li key={item.key}>
                <Link className="todo-item" to={item.href}>
                  <span className="todo-item__text">
                    <span className="todo-item__title">{item.title}</span>
                    <span className="todo-item__detail">{item.detail}</span>
                  </span>
                  <span className="todo-item__count">{item.count}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        {groups > items.length && <p className="todo-section__more">{more}</p>}
      </div>
    </ThemedCard>
  );
}

/** The home's to-do list (工作台): what waits for the viewer, oldest first, each item one click from its work. */
export function TodoList({
  workbench: w,
  canCorrect,
}: {
  workbench: TodoList_WorkbenchFragment;
  canCorrect: boolean;
}) {
  const grading = w.grading.items.map((g) => ({
    key: `${g.homeworkId}-${g.classId}`,
    href: routeTo('HomeworkApprove', { report_id: Number(g.reportId), class_id: Number(g.classId) }),
    title: g.homeworkName,
    detail: t('classAndOldest', { className: g.className, time: formatSchoolTime(g.oldestSubmitTime) }),
    count: t('reportsWaiting', { n: g.waiting }),
  }));
  const marking = w.examMarking.items.map((m) => ({
    key: m.examId,
    href: routeTo('ExamPaperApprove', { report_id: Number(m.reportId) }),
    title: m.examName,
    detail: t('oldestSubmitted', { time: formatSchoolTime(m.oldestSubmitTime) }),
    count: t('papersWaiting', { n: m.waiting }),
  }));
  const leave = w.leave.items.map((l) => ({
    key: l.classId,
    href: routeTo('ClassDetail', { id: Number(l.classId), tab: 'leave' }),
    title: l.className,
    detail: t('latestAsked', { time: formatSchoolTime(l.latestCreatedAt) }),
    count: t('requestsWaiting', { n: l.waiting }),
  }));
  const handouts = w.handouts.items.map((h) => ({
    key: h.sessionId,
    href: routeTo(h.oneToOne ? 'OtoTimeDetail' : 'CurriculumTimeDetail', { id: Number(h.sessionId) }),
    title: `${h.className} · ${h.timeName}`,
    detail: t('handoutOf', { file: h.fileName, time: formatSchoolTime(h.arrangeTime) }),
    count: t('toReview'),
  }));
  const deadlines = w.recentDeadlines.items.map((d) => ({
    key: `${d.homeworkId}-${d.classId}`,
    href: routeTo('HomeworkDetail', { hw_id: Number(d.homeworkId), class_id: Number(d.classId) }),
    title: d.homeworkName,
    detail: t('classAndDeadline', { className: d.className, time: formatSchoolTime(d.endingTime) }),
    count: t('submitRate', { rate: d.submitRate, submitted: d.submitted, total: d.total }),
  }));
  return (
    <div className="todo-list">
      {canCorrect && (
        <TodoSection
          id="grading"
          title={t('homeworkToGrade')}
          total={w.grading.count}
          totalText={t('inAll', { what: t('reportsWaiting', { n: w.grading.count }) })}
          groups={w.grading.itemCount}
          items={grading}
          done={t('allHomeworkGraded')}
          more={<Link to={routeTo('HomeworkManage', { tab: 'approve' })}>{t('seeAllInApprove')}</Link>}
        />
      )}
      {canCorrect && (
        <TodoSection
          id="marking"
          title={t('papersToMark')}
          total={w.examMarking.count}
          totalText={t('inAll', { what: t('papersWaiting', { n: w.examMarking.count }) })}
          groups={w.examMarking.itemCount}
          items={marking}
          done={t('allPapersMarked')}
          more={<Link to={routeTo('ExamManage')}>{t('seeAllExams')}</Link>}
        />
      )}
      <TodoSection
        id="leave"
        title={t('leaveToApprove')}
        total={w.leave.count}
        totalText={t('inAll', { what: t('requestsWaiting', { n: w.leave.count }) })}
        groups={w.leave.itemCount}
        items={leave}
        done={t('noLeaveWaiting')}
      />
      <TodoSection
        id="handouts"
        title={t('handoutsToReview')}
        total={w.handouts.count}
        totalText={t('inAll', { what: t('handoutsWaiting', { n: w.handouts.count }) })}
        groups={w.handouts.itemCount}
        items={handouts}
        done={t('noHandoutWaiting')}
        more={<Link to={routeTo('LessonSessions')}>{t('seeAllSessions')}</Link>}
      />
      <TodoSection
        id="deadlines"
        title={t('recentDeadlines', { days: w.recentDays })}
        total={w.recentDeadlines.count}
        totalText={t('inAll', { what: t('homeworkDue', { n: w.recentDeadlines.count }) })}
        groups={w.recentDeadlines.itemCount}
        items={deadlines}
        done={t('noRecentDeadline', { days: w.recentDays })}
        more={<Link to={routeTo('HomeworkManage', { tab: 'main' })}>{t('seeAllHomework')}</Link>}
      />
    </div>
  );
}
