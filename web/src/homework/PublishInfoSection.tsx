import { useQuery } from '@apollo/client/react';
import {
  ANONYMITY_MESSAGES,
  IS_ANONYMOUS,
  NAME_MAX,
  PUBLISH_MESSAGES,
  type PublishField,
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
    skip: !info.course_basis_id || info.type !== 2,
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
        作业信息
      </h2>
      <Field label="课程" error={error('course_basis_id')}>
        <span className="publish-course">
          <span className="publish-course__title">{course?.title ?? '未选择课程'}</span>
          <Button type="button" label="选择课程" size="small" outlined onClick={onPickCourse} />
        </span>
      </Field>
      {arranged ? (
        <>
          <Field label="发布对象" error={error('arrange_id') ?? error('arrange_type')} required={false}>
            <span className="publish-arrange">
              {team
                ? `${team.className}（${[team.classifyName, team.gradeName, team.subjectName, team.campusName].filter(Boolean).join(' · ')}，讲师 ${team.teacherName}）`
                : `排课作业（类型 ${info.arrange_type}${info.arrange_id ? `，排课 ${info.arrange_id}` : ''}）`}
            </span>
          </Field>
          {team && (
            <Field label="课次" error={undefined} required={false}>
              <span className="publish-arrange">
                {team.arrangeLesson
                  ? `${formatSchoolTime(team.arrangeLesson.arrangeTime).slice(0, 10)} ${team.arrangeLesson.timeName}`
                  : '暂无课次'}
              </span>
            </Field>
          )}
        </>
      ) : (
        <>
          <Field label="作业类型" error={error('type')}>
            <Choice
              name="hw-type"
              value={info.type}
              options={[
                { value: 1, label: '课程作业' },
                { value: 2, label: '课时作业' },
              ]}
              onChange={(type) => change({ type, course_periods_id: undefined })}
            />
          </Field>
          {info.type === 2 && (
            <Field label="课时" htmlFor="hw-period" error={error('course_periods_id')}>
              <Dropdown
                inputId="hw-period"
                value={info.course_periods_id ?? null}
                options={(periods?.coursePeriods ?? []).map((p) => ({ value: Number(p.id), label: p.title }))}
                placeholder={info.course_basis_id ? '请选择课时' : PUBLISH_MESSAGES.chooseCourse}
                onChange={(e) => change({ course_periods_id: e.value ?? undefined })}
              />
            </Field>
          )}
        </>
      )}
      <Field label="作业名称" htmlFor="hw-name-input" error={error('name')}>
        <InputText
          id="hw-name-input"
          value={info.name ?? ''}
          maxLength={NAME_MAX}
          placeholder={`请输入作业名称，最多${NAME_MAX}个字`}
          onChange={(e) => change({ name: e.target.value })}
        />
      </Field>
      <Field label="备注" htmlFor="hw-remark" error={error('remark')} required={false}>
        <InputTextarea
          id="hw-remark"
          value={info.remark ?? ''}
          maxLength={REMARK_MAX}
          rows={3}
          autoResize
          placeholder={`最多${REMARK_MAX}个字`}
          onChange={(e) => change({ remark: e.target.value })}
        />
      </Field>
      <Field label="截止时间" htmlFor="hw-ending-input" error={error('ending_time')}>
        <SchoolDateTimeInput
          inputId="hw-ending-input"
          value={info.ending_time ?? null}
          minSeconds={nowSeconds() - ONE_DAY}
          placeholder="请选择截止时间"
          invalid={Boolean(error('ending_time'))}
          onChange={(seconds) => change({ ending_time: seconds ?? undefined })}
        />
      </Field>
      <Field label="是否计分" error={error('is_set_score')}>
        <Choice
          name="hw-score"
          value={info.is_set_score}
          options={[
            { value: 1, label: '不计分' },
            { value: 2, label: '计分' },
          ]}
          onChange={(is_set_score) => change({ is_set_score })}
        />
      </Field>
      <Field label={ANONYMITY_MESSAGES.tag} error={undefined} required={false}>
        <span className="publish-choice__item">
          <Checkbox
            inputId="hw-anonymous"
            checked={info.is_anonymous === IS_ANONYMOUS.on}
            onChange={(e) => change({ is_anonymous: e.checked ? IS_ANONYMOUS.on : IS_ANONYMOUS.off })}
          />
          <label htmlFor="hw-anonymous">批改时隐藏学员姓名、手机号和头像，全部批改完成后公开</label>
        </span>
      </Field>
      {!arranged && (
        <Field label="发布范围" error={error('publish_scope') ?? error('child_course_basis_ids')}>
          <div className="publish-scope">
            <Choice
              name="hw-scope"
              value={info.publish_scope}
              options={[
                { value: 1, label: '全部子课程' },
                { value: 2, label: '指定子课程' },
                { value: 3, label: '仅当前课程' },
              ]}
              onChange={(publish_scope) => change({ publish_scope })}
            />
            {info.publish_scope !== 3 && course && childCourses?.length === 0 && (
              <span className="publish-scope__empty">{PUBLISH_MESSAGES.noChildCourses}</span>
            )}
            {info.publish_scope === 2 && course && (
              <fieldset className="publish-scope__children">
                <legend className="visually-hidden">子课程</legend>
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
                          {child.classes.length ? `（${child.classes.map((k) => k.name).join('、')}）` : ''}
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
