import { StatusPage } from '../shared/ui/StatusPage';
import './standalone.css';

/** Anything a screen throws while loading or rendering, e.g. a chunk that vanished after a deployment. */
export function RouteError() {
  return (
    <main className="standalone-page">
      <StatusPage
        icon="pi pi-exclamation-triangle"
        title="页面出错了"
        description="页面加载时发生错误，请刷新后重试。"
        actions={
          <button type="button" className="p-button p-component" onClick={() => window.location.reload()}>
            <span className="p-button-icon p-button-icon-left pi pi-refresh" />
            <span className="p-button-label">刷新页面</span>
          </button>
        }
      />
    </main>
  );
}
