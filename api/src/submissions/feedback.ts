import type { Kysely } from 'kysely';
import type { Database } from '../store/schema';
import type { AnnotatedImage } from './report';

/**
 * What the grader wrote on a report, as its student receives it (spec section 3, homework report
 * (student): comment, and per question the remark and the attachments): exactly what was saved.
 */

/** A marked-up answer image: the file the student may fetch, its name and extension, and the drawing. */
export interface Attachment {
  url: string;
  name: string;
  ext: string;
  /** The grader's drawing over the image (section 3 annotation JSON; '' when none). */
  draw: string;
}

export interface QuestionFeedback {
  remark: string;
  attachments: Attachment[];
}

export interface ReportFeedback {
  comment: string;
  questions: Map<number, QuestionFeedback>;
}

/** The grader's images as attachments, named as the exam review names them (批注1, 批注2…). */
export function attachmentsOf(images: readonly AnnotatedImage[]): Attachment[] {
  return images.map((img, i) => ({
    url: img.url,
    name: `批注${i + 1}`,
    ext: img.url.slice(img.url.lastIndexOf('.') + 1),
    draw: img.draw,
  }));
}

/** A question without a saved grade has no remark and no attachment: the grader wrote none. */
export const NO_FEEDBACK: QuestionFeedback = { remark: '', attachments: [] };

export async function reportFeedback(db: Kysely<Database>, reportId: number): Promise<ReportFeedback> {
  const [review, grades] = await Promise.all([
    db.selectFrom('report_reviews').select('comment').where('report_id', '=', reportId).executeTakeFirst(),
    db
      .selectFrom('report_question_grades')
      .select(['ques_id', 'remark', 'images'])
      .where('report_id', '=', reportId)
      .execute(),
  ]);
  return {
    comment: review?.comment ?? '',
    questions: new Map(
      grades.map((g) => [
        Number(g.ques_id),
        { remark: g.remark, attachments: attachmentsOf(JSON.parse(g.images) as AnnotatedImage[]) },
      ]),
    ),
  };
}
