import { graphql } from '../generated';
import type { WelcomeBanner_ViewerFragment } from '../generated/graphql';
import { schoolDay } from '../shared/schoolZone';

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
  if (hour < 6) return '夜深了';
  if (hour < 12) return '上午好';
  if (hour < 14) return '中午好';
  if (hour < 18) return '下午好';
  return '晚上好';
}

export function WelcomeBanner({ viewer }: { viewer: WelcomeBanner_ViewerFragment }) {
  const today = schoolDay(new Date());
  return (
    <section className="welcome-banner">
      <div>
        <h1 className="welcome-banner__title">
          {greeting(today.hour)}，{viewer.user.realName || viewer.user.nickname}
        </h1>
        <p className="welcome-banner__subtitle">欢迎使用教学管理后台，祝您工作顺利。</p>
      </div>
      <p className="welcome-banner__date">
        <i className="pi pi-calendar" aria-hidden="true" />
        {today.label}
      </p>
    </section>
  );
}
