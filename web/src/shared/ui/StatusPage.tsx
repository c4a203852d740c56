import type { ReactNode } from 'react';
import './status.css';

interface StatusPageProps {
  /** A PrimeIcons class, e.g. `pi pi-compass`. */
  icon: string;
  title: string;
  description: string;
  /** Buttons or links under the text. */
  actions?: ReactNode;
  /** A large code shown above the title, e.g. 404. */
  code?: string;
}

/** A full-area message: not found, no access, failed to load. */
export function StatusPage({ icon, title, description, actions, code }: StatusPageProps) {
  return (
    <section className="status-page" aria-labelledby="status-page-title">
      <span className="status-page__icon" aria-hidden="true">
        <i className={icon} />
      </span>
      {code && <p className="status-page__code">{code}</p>}
      <h1 id="status-page-title" className="status-page__title">
        {title}
      </h1>
      <p className="status-page__description">{description}</p>
      {actions && <div className="status-page__actions">{actions}</div>}
    </section>
  );
}
