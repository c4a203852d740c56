import { COURSEWARE_ID_TABLE, type Holder, shelfDecider, shelfStreamId } from '../courseware';
import { samplePdf, samplePng, sampleWav } from '../courseware/sampleFiles';
import { storeCoursewareBytes } from '../files/coursewareFiles';
import { systemMeta } from '../store/eventStore';
import type { Store } from '../store/store';
import { DEMO_ACCOUNTS } from './scale';

interface LibraryItem {
  name: string;
  classifyId: number;
  type: number;
  file: string;
  by: 'teacher' | 'assistant';
}

/** The demo library: what the demo teacher and assistant shared (classify, type, file). */
const LIBRARY: readonly LibraryItem[] = [
  { name: '第一单元课堂讲义', classifyId: 1, type: 1, file: 'unit1.pdf', by: 'teacher' },
  { name: '分数的加减法练习', classifyId: 2, type: 1, file: 'fractions.pdf', by: 'teacher' },
  { name: '期中复习提纲', classifyId: 3, type: 1, file: 'review.pdf', by: 'assistant' },
  { name: '课堂板书照片', classifyId: 1, type: 1, file: 'board.png', by: 'assistant' },
  { name: '英语听力练习一', classifyId: 6, type: 3, file: 'listening1.wav', by: 'teacher' },
  { name: '英语听力练习二', classifyId: 6, type: 3, file: 'listening2.wav', by: 'assistant' },
];

/** The bytes of a demo library courseware's file (the suites compute its stored name from them). */
export const demoLibraryFile = (index: number): { bytes: Buffer; name: string } => {
  const item = LIBRARY[index] as LibraryItem;
  return { bytes: fileBytes(item.file, item.name), name: item.file };
};

const fileBytes = (name: string, title: string): Buffer => {
  if (name.endsWith('.pdf')) return samplePdf([title, 'Demo courseware of the demo school.', name]);
  if (name.endsWith('.png')) return samplePng(320, 180, [70, 130, 180]);
  return sampleWav(name.endsWith('1.wav') ? 2 : 3, name.endsWith('1.wav') ? 440 : 523);
};

/**
 * Courseware of the demo school, through the shelf commands: the library, two of its items picked
 * into demo class 1 and one uploaded there, and one on the demo teacher's first lesson session.
 * The files are small real files made in code. Returns the number of commands sent.
 */
export async function seedDemoCourseware(store: Store, now: number): Promise<number> {
  const users = await store.db
    .selectFrom('users')
    .select(['id', 'mobile'])
    .where('mobile', 'in', [DEMO_ACCOUNTS.teacher, DEMO_ACCOUNTS.assistant])
    .execute();
  const uid = (who: 'teacher' | 'assistant') =>
    Number(users.find((u) => u.mobile === DEMO_ACCOUNTS[who])?.id ?? 0);
  if (!uid('teacher') || !uid('assistant')) return 0;
  let commands = 0;
  const add = async (holder: Holder, item: LibraryItem, wareId: number, at: number) => {
    const stored = await storeCoursewareBytes(fileBytes(item.file, item.name), item.file);
    const fid = `${stored.name.sha256}.${stored.name.ext}`;
    const [id] = await store.nextIds(COURSEWARE_ID_TABLE, 1);
    commands += 1;
    await store.handle(
      shelfDecider,
      shelfStreamId(holder),
      {
        type: 'AddCourseware',
        data: {
          id: id as number,
          holder,
          wareId,
          timesType: 1,
          by: uid(item.by),
          now: at,
          draft: {
            name: item.name,
            classifyId: item.classifyId,
            type: item.type,
            file: {
              fileName: item.file,
              url: `/api/files/${fid}`,
              fid,
              ext: stored.name.ext,
              size: stored.size,
            },
            desc: '',
            isSync: wareId === 0 && holder.kind === 'library' ? 1 : 2,
            classifyOptional: holder.kind === 'session',
          },
        },
      },
      systemMeta,
    );
    return id as number;
  };
  const libraryIds: number[] = [];
  for (const [n, item] of LIBRARY.entries())
    libraryIds.push(
      await add({ kind: 'library', id: uid(item.by) }, item, 0, now - (LIBRARY.length - n) * 3600),
    );
  const class1: Holder = { kind: 'class', id: 1 };
  await add(class1, LIBRARY[0] as LibraryItem, libraryIds[0] ?? 0, now - 1800);
  await add(class1, LIBRARY[4] as LibraryItem, libraryIds[4] ?? 0, now - 1200);
  await add(class1, { ...(LIBRARY[1] as LibraryItem), name: '课后练习（班级版）' }, 0, now - 600);
  await add({ kind: 'session', id: 1 }, LIBRARY[0] as LibraryItem, libraryIds[0] ?? 0, now - 300);
  return commands;
}
