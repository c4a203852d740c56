import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * Renders its content once it comes near the viewport (spec: questions rendered lazily on scroll),
 * and keeps it rendered afterwards. Until then a placeholder of about a question's height holds its place.
 */
export function LazyQuestion({ testId, children }: { testId: string; children: () => ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (seen || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setSeen(true);
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [seen]);
  return (
    <div
      ref={ref}
      className={seen ? 'lazy-question' : 'lazy-question lazy-question--waiting'}
      data-testid={testId}
    >
      {seen ? children() : null}
    </div>
  );
}
