import { useMutation, useQuery } from '@apollo/client/react';
import { CELL_CONFIRMATIONS, type CellEventType, COMMON_MESSAGES } from '@school/machines';
import { Button } from 'primereact/button';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { Skeleton } from 'primereact/skeleton';
import { Tag } from 'primereact/tag';
import { Toast } from 'primereact/toast';
import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { routeTo } from '../app/routes/routeTo';
import type {
  AttendanceCellAction,
  AttendanceCellFieldsFragment,
  SessionAttendType,
} from '../generated/graphql';
import { errorMessage } from '../shared/graphqlErrors';
import { formatSchoolTime } from '../shared/schoolTime';
import { refusalOf } from '../shared/ui/ability';
import { ConfirmActionDialog } from './ConfirmActionDialog';
import { t } from './i18n/zh-CN';
import { CELL_ATTENDANCE } from './labels';
import { setLessonAttendanceMutation, teamClassAttendanceQuery } from './operations';
import { useAttendanceActions } from './useAttendanceActions';

type Cell = AttendanceCellFieldsFragment;

/** The legend's order: what a cell may read, undecided last. */
const LEGEND: SessionAttendType[] = ['PRESENT', 'LEAVE', 'TRUANT', 'NONE'];
interface Target {
  cell: Cell;
  action: AttendanceCellAction;
}

/** The cell actions of section 4, in the order staff use them, each with its confirmation. */
const CELL_ACTIONS: {
  action: AttendanceCellAction;
  event: CellEventType;
  label: string;
  ability: keyof Cell['abilities'];
}[] = [
  { action: 'MANUAL', event: 'cell.manual', label: t('recordAttendanceLate'), ability: 'manual' },
  { action: 'LEAVE', event: 'cell.leave', label: t('leave'), ability: 'leave' },
  { action: 'CANCEL_LEAVE', event: 'cell.cancelLeave', label: t('cancelLeave'), ability: 'cancelLeave' },
  {
    action: 'CANCEL_ATTENDANCE',
    event: 'cell.cancelAttendance',
    label: t('cancelAttendance'),
    ability: 'cancelAttendance',
  },
];

/**
 * CurriculumDetail's attendance tab: students × lesson times. A cell shows its state; pressing it
 * lists the actions the server's cell machine offers (refused ones say why), each confirmed first.
 */
export function AttendanceMatrix({ teamClassId }: { teamClassId: string }) {
  const toast = useRef<Toast>(null);
  const menu = useRef<Menu>(null);
  const [menuItems, setMenuItems] = useState<MenuItem[]>([]);
  const { data, loading, error, refetch } = useQuery(teamClassAttendanceQuery, {
    variables: { id: teamClassId },
    fetchPolicy: 'cache-and-network',
  });
  const [setAttendance] = useMutation(setLessonAttendanceMutation);
  const perform = useCallback(
    (target: Target, reason: string) =>
      setAttendance({
        variables: {
          teamClassId,
          lessonId: target.cell.lessonId,
          studentId: target.cell.studentId,
          action: target.action,
          remark: reason,
        },
      }),
    [setAttendance, teamClassId],
  );
  const api = useAttendanceActions<Target>(perform, toast);
  const lessons = data?.teamClassLessons ?? [];
  const rows = data?.teamClassAttendance ?? [];
  const oneToOne = rows.length === 1;

  const itemsFor = (cell: Cell, student: string, lesson: string): MenuItem[] =>
    CELL_ACTIONS.filter((a) => cell.abilities[a.ability].shown).map((a) => {
      const refusal = refusalOf(cell.abilities[a.ability]);
      return {
        label: a.label,
        disabled: Boolean(refusal),
        title: refusal,
        command: () =>
          api.send({
            type: 'action.open',
            action: {
              title: t('text', { label: a.label, student, lesson }),
              confirmation: CELL_CONFIRMATIONS[a.event],
              needsReason: a.action === 'MANUAL',
              success: COMMON_MESSAGES.done,
              target: { cell, action: a.action } satisfies Target,
            },
          }),
      };
    });

  if (error && !data)
    return (
      <div className="list-table__state" role="alert">
        <p className="list-table__state-title">{t('failedToLoad')}</p>
        <p className="list-table__state-hint">{errorMessage(error)}</p>
        <Button
          label={t('retry')}
          icon="pi pi-refresh"
          size="small"
          outlined
          onClick={() => void refetch()}
        />
      </div>
    );
  return (
    <div className="attendance-tab">
      <Toast ref={toast} position="top-center" />
      <div className="attendance-legend">
        {LEGEND.map((n) => {
          const s = CELL_ATTENDANCE[n];
          return <Tag key={n} value={s.label} severity={s.severity} />;
        })}
        <span>{t('clickACellToSee')}</span>
      </div>
      <div className="attendance-matrix">
        <table aria-label={t('attendanceSheet')}>
          <thead>
            <tr>
              <th className="attendance-matrix__student" scope="col">
                {t('students2')}
              </th>
              {lessons.map((l) => (
                <th key={l.id} scope="col" className="attendance-matrix__lesson">
                  {/* A lesson time opens its session: a team class of one student is one-to-one. */}
                  <Link
                    to={routeTo(oneToOne ? 'OtoTimeDetail' : 'CurriculumTimeDetail', { id: Number(l.id) })}
                    title={t('viewSessionDetails')}
                  >
                    {formatSchoolTime(l.arrangeTime).slice(5, 10)}
                    <small>{l.timeName}</small>
                  </Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {loading && !data
              ? [0, 1, 2].map((i) => (
                  <tr key={i}>
                    <td colSpan={7}>
                      <Skeleton height="1.25rem" />
                    </td>
                  </tr>
                ))
              : rows.map((r) => (
                  <tr key={r.studentId}>
                    <th scope="row" className="attendance-matrix__student">
                      {r.name}
                    </th>
                    {r.cells.map((c, i) => {
                      const lesson = lessons[i];
                      const lessonLabel = lesson ? formatSchoolTime(lesson.arrangeTime).slice(5, 16) : '';
                      const s = CELL_ATTENDANCE[c.attendance];
                      return (
                        <td key={c.id}>
                          <Button
                            type="button"
                            text
                            size="small"
                            className="attendance-cell"
                            aria-label={`${r.name} ${lessonLabel} ${s?.label ?? ''}`}
                            aria-haspopup="menu"
                            title={c.remarks || undefined}
                            onClick={(e) => {
                              setMenuItems(itemsFor(c, r.name, lessonLabel));
                              menu.current?.toggle(e);
                            }}
                          >
                            <Tag value={s?.label} severity={s?.severity} />
                          </Button>
                        </td>
                      );
                    })}
                  </tr>
                ))}
          </tbody>
        </table>
        {!loading && rows.length === 0 && (
          <div className="list-table__state">
            <p className="list-table__state-title">{t('noStudentsYet')}</p>
          </div>
        )}
      </div>
      <Menu model={menuItems} popup ref={menu} />
      <ConfirmActionDialog api={api} />
    </div>
  );
}
