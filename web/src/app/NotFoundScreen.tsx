import { BrandMark } from '../shared/ui/BrandMark';
import { PageNotFound } from './PageNotFound';
import './standalone.css';

/** Any path that is not a live route; outside the frame, so it needs no sign-in. */
export default function NotFoundScreen() {
  return (
    <main className="standalone-page">
      <header className="standalone-page__header">
        <BrandMark />
      </header>
      <PageNotFound />
    </main>
  );
}
