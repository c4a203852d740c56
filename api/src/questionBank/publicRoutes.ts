import { type Response, Router } from 'express';
import { buildExcelTemplate, buildWordTemplate } from './import/templates';

const TEMPLATES = {
  'question-import.docx': {
    build: buildWordTemplate,
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    download: '题目导入模板.docx',
  },
  'question-import.xlsx': {
    build: buildExcelTemplate,
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    download: '题目导入模板.xlsx',
  },
} as const;

type TemplateName = keyof typeof TEMPLATES;

/** Outside /api: the import templates (static files, generated once per process). */
export function questionBankPublicRoutes(): Router {
  const router = Router();
  const built = new Map<TemplateName, Promise<Buffer>>();
  const send = async (res: Response, name: TemplateName) => {
    const template = TEMPLATES[name];
    let file = built.get(name);
    if (!file) {
      file = template.build();
      built.set(name, file);
    }
    res
      .status(200)
      .type(template.type)
      .setHeader(
        'content-disposition',
        `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(template.download)}`,
      )
      .send(await file);
  };
  for (const name of Object.keys(TEMPLATES) as TemplateName[]) {
    router.get(`/templates/${name}`, (_req, res, next) => {
      send(res, name).catch(next);
    });
  }
  return router;
}
