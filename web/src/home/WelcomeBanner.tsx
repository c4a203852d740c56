import { graphql } from '../generated';
import type { WelcomeBanner_ViewerFragment } from '../generated/graphql';
import { schoolDay } from '../shared/schoolZone';
import { t } from './i18n/zh-CN';

graphql(`
  fragment WelcomeBanner_viewer on Viewer {
    user {
      id
      nickname
      realName
    }
  }
`);

function greeting(hour: number): string {
  if (hour < 6) return t('goodNight');
  if (hour < 12) return t('goodMorning');
  if (hour < 14) return t('goodDay');
  if (hour < 18) return t('goodAfternoon');
  return t('goodEvening');
}

export function WelcomeBanner({ viewer }: { viewer: WelcomeBanner_ViewerFragment }) {
  const today = schoolDay(new Date());
  return (
    <section className="welcome-banner">
      <div>
        <h1 className="welcome-banner__title">
          {t.rich('text', {
            hour: greeting(today.hour),
            value: viewer.user.realName || viewer.user.nickname,
          })}
        </h1>
        <p className="welcome-banner__subtitle">{t('welcomeToTheTeachingBack')}</p>
      </div>
      <p className="welcome-banner__date">
        <i className="pi pi-calendar" aria-hidden="true" />
        {today.label}
      </p>
    </section>
  );
}
