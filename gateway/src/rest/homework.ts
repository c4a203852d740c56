/** Shapes of the REST homework calls (`/api/{lector|assistants}/hw/*`), as the API's output schemas declare them. */
import type { HomeworkRest, Page } from '@school/api';
import type { Camel } from '../camel';

export type RestHomeworkRow = HomeworkRest.HomeworkRow;
export type RestHomeworkAbilities = RestHomeworkRow['abilities'];
export type RestPage<T> = Page<T>;
export type RestPublishableCourse = HomeworkRest.PublishableCourse;
export type RestPeriod = HomeworkRest.Period;
export type RestHistoricalHomework = HomeworkRest.HistoricalHomework;
/** hw/choose answers the questions as kept; hw/copy adds the library rubric to attach again (`rubric_id`). */
export type RestHomeworkSubQuestion = HomeworkRest.HomeworkSubQuestion | HomeworkRest.CopiedSubQuestion;
export type RestHomeworkQuestion = HomeworkRest.HomeworkQuestion | HomeworkRest.CopiedQuestion;
export type RestHomeworkCopy = HomeworkRest.HomeworkCopy;
export type RestHomeworkClass = HomeworkRest.HomeworkClass;
export type RestPublishButton = HomeworkRest.PublishButton;

/** The homework answers as GraphQL resolves them (codegen `mappers`): each REST answer converted once. */
export type HomeworkRowAnswer = Camel<RestHomeworkRow>;
export type HomeworkAbilitiesAnswer = Camel<RestHomeworkAbilities>;
export type HomeworkQuestionAnswer = Camel<RestHomeworkQuestion>;
export type HomeworkSubQuestionAnswer = Camel<RestHomeworkSubQuestion>;
export type HistoricalHomeworkAnswer = Camel<RestHistoricalHomework>;
export type PublishableCourseAnswer = Camel<RestPublishableCourse>;
