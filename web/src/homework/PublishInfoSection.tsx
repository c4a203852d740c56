import { useQuery } from '@apollo/client/react';
import {
  ANONYMITY_MESSAGES,
  HOMEWORK_TYPE_CODE,
  IS_ANONYMOUS,
  NAME_MAX,
  PUBLISH_MESSAGES,
  PUBLISH_SCOPE_CODE,
  type PublishField,
  RELEASE_MODE,
  REMARK_MAX,
  TEAM_CLASS_ARRANGE_TYPE,
} from '@school/machines';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { RadioButton } from 'primereact/radiobutton';
import type { ReactNode } from 'react';
import { formatSchoolTime, nowSeconds } from '../shared/schoolTime';
import { SchoolDateTimeInput } from '../shared/ui/SchoolDateInputs';
import type { PickedCourse } from './CoursePickerDialog';
import { t } from './i18n/zh-CN';
import { arrangeTeamClassQuery, coursePeriodsQuery } from './operations';
import type { PublishFormApi } from './usePublishForm';

const ONE_DAY = 86_400;

function Field({
  label,
  htmlFor,
  error,
  required = true,
  children,
}: {
  label: string;
  htmlFor?: string;
  error: string | undefined;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="publish-field">
      <label className="publish-field__label" htmlFor={htmlFor}>
        {required && <span className="publish-field__required">*</span>}
        {label}
      </label>
      <div className="publish-field__control">
        {children}
        {error && (
          <small className="publish-field__error" role="alert">
            {error}
          </small>
        )}
      </div>
    </div>
  );
}

function Choice<T extends number>({
  name,
  value,
  options,
  onChange,
}: {
  name: string;
  value: T | undefined;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <span className="publish-choice" role="radiogroup">
      {options.map((o) => (
        <span key={o.value} className="publish-choice__item">
          <RadioButton
            inputId={`${name}-${o.value}`}
            name={name}
            value={o.value}
            checked={value === o.value}
            onChange={() => onChange(o.value)}
          />
          <label htmlFor={`${name}-${o.value}`}>{o.label}</label>
        </span>
      ))}
    </span>
  );
}

/**
 * The homework-info section: course, type and period, name, remark, deadline, score option, and the
 * publish scope with its child courses (暂无子课程 when the course has none). Arrange mode shows the
 * arrangement instead of the scope.
 */
export function PublishInfoSection({
  api,
  course,
  childCourses,
  onPickCourse,
}: {
  api: PublishFormApi;
  course: PickedCourse | null;
  childCourses: PickedCourse[] | undefined;
  onPickCourse: () => void;
}) {
  const { snapshot, send } = api;
  const { info, fieldErrors } = snapshot.context;
  const error = (field: PublishField) => fieldErrors.find((e) => e.field === field)?.message;
  const change = (patch: Partial<typeof info>) => send({ type: 'info.change', patch });
  const { data: periods } = useQuery(coursePeriodsQuery, {
    variables: { courseId: String(info.course_basis_id ?? '') },
    skip: !info.course_basis_id || info.type !== HOMEWORK_TYPE_CODE.PERIOD,
  });
  const arranged = info.arrange_type !== undefined;
  const { data: arrangeTarget } = useQuery(arrangeTeamClassQuery, {
    variables: { id: String(info.arrange_id ?? '') },
    skip: info.arrange_type !== TEAM_CLASS_ARRANGE_TYPE || !info.arrange_id,
  });
  const team = arrangeTarget?.teamClass;
  const chosenChildren = info.child_course_basis_ids ?? [];

  return (
    <section className="publish-section" aria-labelledby="publish-info-title">
      <h2 id="publish-info-title" className="publish-section__title">
        {t('homeworkInformation')}
      </h2>
      <Field label={t('course')} error={error('course_basis_id')}>
        <span className="publish-course">
          <span className="publish-course__title">{course?.title ?? t('noCourseChosen')}</span>
          <Button type="button" label={t('chooseCourse')} size="small" outlined onClick={onPickCourse} />
        </span>
      </Field>
      {arranged ? (
        <>
          <Field
            label={t('publishedTo')}
            error={error('arrange_id') ?? error('arrange_type')}
            required={false}
          >
            <span className="publish-arrange">
              {team
                ? t('teacher2', {
                    className: team.className,
                    value: [team.classifyName, team.gradeName, team.subjectName, team.campusName]
                      .filter(Boolean)
                      .join(' · '),
                    teacherName: team.teacherName,
                  })
                : t('sessionHomeworkType', {
                    arrange_type: info.arrange_type,
                    value: info.arrange_id ? t('session2', { arrange_id: info.arrange_id }) : '',
                  })}
            </span>
          </Field>
          {team && (
            <Field label={t('session')} error={undefined} required={false}>
              <span className="publish-arrange">
                {team.arrangeLesson
                  ? `${formatSchoolTime(team.arrangeLesson.arrangeTime).slice(0, 10)} ${team.arrangeLesson.timeName}`
                  : t('noSessions')}
              </span>
            </Field>
          )}
        </>
      ) : (
        <>
          <Field label={t('homeworkType')} error={error('type')}>
            <Choice
              name="hw-type"
              value={info.type}
              options={[
                { value: HOMEWORK_TYPE_CODE.COURSE, label: t('courseHomework') },
                { value: HOMEWORK_TYPE_CODE.PERIOD, label: t('lessonHomework') },
              ]}
              onChange={(type) => change({ type, course_periods_id: undefined })}
            />
          </Field>
          {info.type === HOMEWORK_TYPE_CODE.PERIOD && (
            <Field label={t('lesson')} htmlFor="hw-period" error={error('course_periods_id')}>
              <Dropdown
                inputId="hw-period"
                value={info.course_periods_id ?? null}
                options={(periods?.coursePeriods ?? []).map((p) => ({ value: Number(p.id), label: p.title }))}
                placeholder={info.course_basis_id ? t('chooseALesson') : PUBLISH_MESSAGES.chooseCourse}
                onChange={(e) => change({ course_periods_id: e.value ?? undefined })}
              />
            </Field>
          )}
        </>
      )}
      <Field label={t('homeworkName')} htmlFor="hw-name-input" error={error('name')}>
        <InputText
          id="hw-name-input"
          value={info.name ?? ''}
          maxLength={NAME_MAX}
          placeholder={t('enterAHomeworkNameAt', { NAME_MAX })}
          onChange={(e) => change({ name: e.target.value })}
        />
      </Field>
      <Field label={t('notes')} htmlFor="hw-remark" error={error('remark')} required={false}>
        <InputTextarea
          id="hw-remark"
          value={info.remark ?? ''}
          maxLength={REMARK_MAX}
          rows={3}
          autoResize
          placeholder={t('atMostCharacters', { REMARK_MAX })}
          onChange={(e) => change({ remark: e.target.value })}
        />
      </Field>
      <Field label={t('deadline')} htmlFor="hw-ending-input" error={error('ending_time')}>
        <SchoolDateTimeInput
          inputId="hw-ending-input"
          value={info.ending_time ?? null}
          minSeconds={nowSeconds() - ONE_DAY}
          placeholder={t('chooseADeadline')}
          invalid={Boolean(error('ending_time'))}
          onChange={(seconds) => change({ ending_time: seconds ?? undefined })}
        />
      </Field>
      <Field label={t('scored2')} error={error('is_set_score')}>
        <Choice
          name="hw-score"
          value={info.is_set_score}
          options={[
            { value: 1, label: t('notScored') },
            { value: 2, label: t('scored') },
          ]}
          onChange={(is_set_score) => change({ is_set_score })}
        />
      </Field>
      <Field label={t('releaseResults')} error={undefined} required={false}>
        <Choice
          name="hw-release"
          value={info.release_mode ?? RELEASE_MODE.auto}
          options={[
            { value: RELEASE_MODE.auto, label: t('releaseAuto') },
            { value: RELEASE_MODE.manual, label: t('releaseManual') },
          ]}
          onChange={(release_mode) => change({ release_mode })}
        />
      </Field>
      <Field label={ANONYMITY_MESSAGES.tag} error={undefined} required={false}>
        <span className="publish-choice__item">
          <Checkbox
            inputId="hw-anonymous"
            checked={info.is_anonymous === IS_ANONYMOUS.on}
            onChange={(e) => change({ is_anonymous: e.checked ? IS_ANONYMOUS.on : IS_ANONYMOUS.off })}
          />
          <label htmlFor="hw-anonymous">{t('anonymousHint')}</label>
        </span>
      </Field>
      {!arranged && (
        <Field label={t('publishScope')} error={error('publish_scope') ?? error('child_course_basis_ids')}>
          <div className="publish-scope">
            <Choice
              name="hw-scope"
              value={info.publish_scope}
              options={[
                { value: PUBLISH_SCOPE_CODE.ALL_CHILD_COURSES, label: t('allSubCourses') },
                { value: PUBLISH_SCOPE_CODE.CHOSEN_CHILD_COURSES, label: t('chosenSubCourses') },
                { value: PUBLISH_SCOPE_CODE.COURSE_ONLY, label: t('thisCourseOnly') },
              ]}
              onChange={(publish_scope) => change({ publish_scope })}
            />
            {info.publish_scope !== PUBLISH_SCOPE_CODE.COURSE_ONLY &&
              course &&
              childCourses?.length === 0 && (
                <span className="publish-scope__empty">{PUBLISH_MESSAGES.noChildCourses}</span>
              )}
            {info.publish_scope === PUBLISH_SCOPE_CODE.CHOSEN_CHILD_COURSES && course && (
              <fieldset className="publish-scope__children">
                <legend className="visually-hidden">{t('subCourses')}</legend>
                {childCourses?.map((child) => {
                  const id = Number(child.id);
                  return (
                    <span key={child.id} className="publish-choice__item">
                      <Checkbox
                        inputId={`child-${child.id}`}
                        checked={chosenChildren.includes(id)}
                        onChange={(e) =>
                          change({
                            child_course_basis_ids: e.checked
                              ? [...chosenChildren, id]
                              : chosenChildren.filter((c) => c !== id),
                          })
                        }
                      />
                      <label htmlFor={`child-${child.id}`}>
                        {child.title}
                        <span className="publish-scope__classes">
                          {child.classes.length
                            ? t('text3', { value: child.classes.map((k) => k.name).join(t('text')) })
                            : ''}
                        </span>
                      </label>
                    </span>
                  );
                })}
              </fieldset>
            )}
          </div>
        </Field>
      )}
    </section>
  );
}
