import type { LessonSessionFieldsFragment } from '../generated/graphql';

/**
 * The session's courseware list. Session courseware (add from upload or the library, preview, remove)
 * belongs to the courseware screens: their `SessionCourseware` component takes this one's place.
 */
export function SessionWares({ session }: { session: LessonSessionFieldsFragment }) {
  return (
    <section className="session-card" aria-label="课件">
      <h2 className="session-card__title">课件</h2>
      {session.wares.length === 0 ? (
        <p className="session-card__empty">暂无课件</p>
      ) : (
        <ul className="session-wares">
          {session.wares.map((w) => (
            <li key={w.id}>
              <i className="pi pi-file" aria-hidden="true" /> {w.fileName}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
