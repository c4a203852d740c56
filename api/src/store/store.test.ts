import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ExampleCommand, exampleContext, exampleHomeworkDecider } from '../../test/exampleHomework';
import { freshDatabase, underTest } from '../../test/testDatabase';
import type { UserEvent } from '../auth/user';
import { type UserCommand, userDecider } from '../auth/userDecider';
import { usersProjection } from '../auth/usersProjection';
import { seedDemoSchool } from '../demo/seed';
import { openAppStore } from '../modules';
import { type ClassOpened, classDecider } from '../school/schoolClass';
import { AppError } from '../shared/errors';
import { appendToStream, ConcurrencyError, readStream } from './eventStore';
import { defineProjection } from './projection';
import { rebuildProjections } from './rebuild';
import { Store, streamCommand } from './store';

const owner = { id: '1', canDispatch: true };
const meta = (requestId: string) => ({ actorId: '1', role: 'teacher', requestId });

const register = (id: number, mobile: string): UserCommand => ({
  type: 'RegisterUser',
  data: {
    id,
    role: 'student',
    mobile,
    nickname: `学员${id}`,
    realName: `学员${id}`,
    avatar: '',
    introduction: '',
    passwordHash: 'hash',
    canDispatch: false,
    canCorrect: false,
    now: 1_800_000_000,
  },
});

describe(`event store on ${underTest()}`, () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let store: Store;
  let clock = 1_800_000_000_000;

  beforeAll(async () => {
    database = await freshDatabase();
    store = await openAppStore({ databaseUrl: database.url, clock: () => clock++ });
  });
  afterAll(async () => {
    await store?.close();
    await database?.drop();
  });

  it('events keep their order and metadata', async () => {
    await store.handle(
      exampleHomeworkDecider,
      'homework-1',
      { type: 'PublishHomework', data: exampleContext },
      meta('r1'),
    );
    const recall: ExampleCommand = { type: 'RecallHomework', data: { actor: owner, now: 1_800_000_000 } };
    await store.handle(exampleHomeworkDecider, 'homework-1', recall, meta('r2'));
    const events = await readStream(store.db, 'homework-1');
    expect(events.map((e) => [e.version, e.type, e.meta.requestId])).toEqual([
      [1, 'ExampleHomeworkPublished', 'r1'],
      [2, 'ExampleHomeworkRecalled', 'r2'],
    ]);
    expect(events[0]?.meta).toEqual({ actorId: '1', role: 'teacher', requestId: 'r1' });
    expect(events[0]?.data).toEqual(exampleContext);
    expect(events[1]?.position).toBeGreaterThan(events[0]?.position ?? Number.POSITIVE_INFINITY);
    expect(events[1]?.recordedAt).toBeGreaterThan(events[0]?.recordedAt ?? Number.POSITIVE_INFINITY);
  });

  it('the lifecycle machine refuses a command and nothing is written', async () => {
    const again: ExampleCommand = { type: 'RecallHomework', data: { actor: owner, now: 1_800_000_000 } };
    await expect(store.handle(exampleHomeworkDecider, 'homework-1', again, meta('r3'))).rejects.toThrow(
      '作业已撤回',
    );
    expect(await readStream(store.db, 'homework-1')).toHaveLength(2);
  });

  it('two concurrent commands on one stream: one wins, the other is refused, never both applied', async () => {
    await store.handle(
      exampleHomeworkDecider,
      'homework-2',
      { type: 'PublishHomework', data: exampleContext },
      meta('p'),
    );
    const recall: ExampleCommand = { type: 'RecallHomework', data: { actor: owner, now: 1_800_000_000 } };
    const results = await Promise.allSettled([
      store.handle(exampleHomeworkDecider, 'homework-2', recall, meta('a')),
      store.handle(exampleHomeworkDecider, 'homework-2', recall, meta('b')),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(AppError);
    expect((refused.reason as AppError).kind).toBe('conflict');
    const events = await readStream(store.db, 'homework-2');
    expect(events.map((e) => e.type)).toEqual(['ExampleHomeworkPublished', 'ExampleHomeworkRecalled']);
  });

  it('concurrent commands that are both allowed are both applied, one after the other', async () => {
    const opened = { ...openClass(901), headTeacherIds: [1] };
    await store.handle(classDecider, 'class-901', { type: 'OpenClass', data: opened }, meta('c'));
    const enroll = (uid: number) =>
      store.handle(
        classDecider,
        'class-901',
        { type: 'EnrollStudent', data: { classId: 901, uid, at: 1 } },
        meta(`e${uid}`),
      );
    await Promise.all([enroll(1), enroll(2), enroll(3)]);
    const events = await readStream(store.db, 'class-901');
    expect(events.map((e) => e.version)).toEqual([1, 2, 3, 4]);
    const students = await store.db
      .selectFrom('class_students')
      .select('uid')
      .where('class_id', '=', 901)
      .execute();
    expect(students.map((r) => r.uid).sort()).toEqual([1, 2, 3]);
  });

  it('commands arriving while another commits are answered after their own commit; a refused one leaves no trace', async () => {
    // Which transaction applied each registration: SQLite commits the commands that waited together.
    const appliedIn = new Map<number, object>();
    const watching = defineProjection<UserEvent>({
      name: 'watching',
      tables: [],
      handlers: {
        UserRegistered: async (trx, event) => {
          appliedIn.set(event.data.id, trx);
        },
      },
    });
    const watched = new Store(store.db, store.config, [usersProjection, watching]);
    await store.handle(userDecider, 'user-900060', register(900060, '13990000060'), meta('g0'));
    const results = await Promise.allSettled([
      watched.handle(userDecider, 'user-900061', register(900061, '13990000061'), meta('g1')),
      watched.handle(userDecider, 'user-900062', register(900062, '13990000062'), meta('g2')),
      // A mobile already taken: refused by the users projection inside the shared transaction.
      watched.handle(userDecider, 'user-900063', register(900063, '13990000060'), meta('g3')),
      watched.handle(userDecider, 'user-900064', register(900064, '13990000064'), meta('g4')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(String((results[2] as PromiseRejectedResult).reason)).toContain('该手机号已注册');
    for (const id of [900061, 900062, 900064])
      expect(await readStream(store.db, `user-${id}`)).toHaveLength(1);
    expect(await readStream(store.db, 'user-900063')).toHaveLength(0);
    const users = await store.db
      .selectFrom('users')
      .select('id')
      .where('id', 'in', [900061, 900062, 900063, 900064])
      .orderBy('id')
      .execute();
    expect(users.map((u) => u.id)).toEqual([900061, 900062, 900064]);
    // The first runs alone; the three that waited for it share one transaction on SQLite (one
    // commit), and run one transaction each on PostgreSQL.
    const second = appliedIn.get(900062);
    expect(appliedIn.get(900064) === second).toBe(underTest() === 'sqlite');
    expect(appliedIn.get(900061) === second).toBe(false);
  });

  it('an append behind the stream version is refused with a concurrency error', async () => {
    await expect(
      store.db
        .transaction()
        .execute((trx) =>
          appendToStream(
            trx,
            { id: 'homework-2', type: 'homework' },
            1,
            [{ type: 'ExampleHomeworkRecalled', data: {} }],
            meta('x'),
            1,
          ),
        ),
    ).rejects.toBeInstanceOf(ConcurrencyError);
    expect(await readStream(store.db, 'homework-2')).toHaveLength(2);
  });

  it('a projection that throws leaves neither event nor row', async () => {
    const exploding = defineProjection({
      name: 'exploding',
      tables: [],
      handlers: {
        UserRegistered: async () => {
          throw new Error('projection failed');
        },
      },
    });
    const fragile = new Store(store.db, store.config, [usersProjection, exploding]);
    await expect(
      fragile.handle(userDecider, 'user-900001', register(900001, '13990000001'), meta('u')),
    ).rejects.toThrow('projection failed');
    expect(await readStream(store.db, 'user-900001')).toHaveLength(0);
    expect(await store.db.selectFrom('users').select('id').where('id', '=', 900001).execute()).toHaveLength(
      0,
    );
  });

  it('a duplicate mobile is refused by the users projection, and the refused account leaves no trace', async () => {
    await store.handle(userDecider, 'user-900002', register(900002, '13990000002'), meta('u2'));
    await expect(
      store.handle(userDecider, 'user-900003', register(900003, '13990000002'), meta('u3')),
    ).rejects.toThrow('该手机号已注册');
    expect(await readStream(store.db, 'user-900003')).toHaveLength(0);
  });

  it('commands run together are all appended, or none when one is refused', async () => {
    await store.handleAll(
      [
        streamCommand(userDecider, 'user-900010', register(900010, '13990000010')),
        streamCommand(userDecider, 'user-900011', register(900011, '13990000011')),
      ],
      meta('all'),
    );
    expect(await readStream(store.db, 'user-900010')).toHaveLength(1);
    expect(await readStream(store.db, 'user-900011')).toHaveLength(1);

    await expect(
      store.handleAll(
        [
          streamCommand(userDecider, 'user-900012', register(900012, '13990000012')),
          // the same mobile again: the users projection refuses the second account
          streamCommand(userDecider, 'user-900013', register(900013, '13990000012')),
        ],
        meta('none'),
      ),
    ).rejects.toThrow('该手机号已注册');
    expect(await readStream(store.db, 'user-900012')).toHaveLength(0);
    expect(await store.db.selectFrom('users').select('id').where('id', '=', 900012).execute()).toHaveLength(
      0,
    );
  });

  it('commands of one stream in a batch each decide on the state the one before left', async () => {
    const enroll = (uid: number) =>
      streamCommand(classDecider, 'class-902', { type: 'EnrollStudent', data: { classId: 902, uid, at: 1 } });
    const results = await store.handleAll(
      [
        streamCommand(classDecider, 'class-902', { type: 'OpenClass', data: openClass(902) }),
        enroll(1),
        enroll(2),
      ],
      meta('batch'),
    );
    expect(results.map((r) => r.version)).toEqual([1, 2, 3]);
    expect((await readStream(store.db, 'class-902')).map((e) => e.version)).toEqual([1, 2, 3]);
    // The second enrolment of student 3 sees the first one of the same batch.
    await expect(store.handleAll([enroll(3), enroll(3)], meta('twice'))).rejects.toThrow('学员已在班级中');
    expect(await readStream(store.db, 'class-902')).toHaveLength(3);
    await store.handleAll([enroll(3)], meta('after'));
    expect((await readStream(store.db, 'class-902')).map((e) => e.version)).toEqual([1, 2, 3, 4]);
  });

  it("what runs first in a batch's transaction is undone with it, and its refusal stops the batch", async () => {
    await expect(
      store.handleAll(
        [streamCommand(userDecider, 'user-900020', register(900020, '13990000020'))],
        meta('first'),
        async () => {
          throw new AppError('conflict', '已处理');
        },
      ),
    ).rejects.toThrow('已处理');
    expect(await readStream(store.db, 'user-900020')).toHaveLength(0);

    await expect(
      store.handleAll(
        [
          streamCommand(userDecider, 'user-900021', register(900021, '13990000021')),
          streamCommand(userDecider, 'user-900022', register(900022, '13990000010')),
        ],
        meta('undo'),
        async (trx) => {
          await trx.updateTable('users').set({ nickname: '改过' }).where('id', '=', 900010).execute();
        },
      ),
    ).rejects.toThrow('该手机号已注册');
    const kept = await store.db
      .selectFrom('users')
      .select('nickname')
      .where('id', '=', 900010)
      .executeTakeFirst();
    expect(kept?.nickname).toBe('学员900010');
    expect(await readStream(store.db, 'user-900021')).toHaveLength(0);
  });

  it('a rebuild gives exactly the read model that live updates gave', async () => {
    await seedDemoSchool(store, {
      classes: 2,
      studentsPerClass: 3,
      homeworkPerClass: 1,
      submitRate: 0.8,
      seed: 7,
    });
    const live = await snapshotReadModel(store);
    expect(live.users?.length).toBeGreaterThan(5);
    expect(live.class_students?.length).toBeGreaterThanOrEqual(6);
    expect(live.report_answers?.length).toBeGreaterThan(0);
    expect(live.result_question_stats?.length).toBeGreaterThan(0);
    const indexes = await indexDefinitions(store);
    expect(indexes.length).toBeGreaterThan(10);
    const { events } = await rebuildProjections(store);
    expect(events).toBeGreaterThan(50);
    expect(await snapshotReadModel(store)).toEqual(live);
    expect(await indexDefinitions(store)).toEqual(indexes);
    // Pages of a few events split each report's saves, submission and grade across pages.
    await rebuildProjections(store, { pageSize: 7 });
    expect(await snapshotReadModel(store)).toEqual(live);
  }, 60_000);
});

/** Every index of the database, as its definition: a rebuild drops some and must create them again. */
async function indexDefinitions(store: Store): Promise<string[]> {
  const { rows } =
    store.kind === 'postgres'
      ? await sql<{ definition: string }>`
          select indexdef as definition from pg_indexes where schemaname = current_schema()`.execute(store.db)
      : await sql<{ definition: string }>`
          select name || ': ' || coalesce(sql, '') as definition from sqlite_master
          where type = 'index'`.execute(store.db);
  return rows.map((r) => r.definition).sort();
}

async function snapshotReadModel(store: Store): Promise<Record<string, unknown[]>> {
  const readModels = store.projections.filter((p) => !p.changeMarks);
  const tables = [...new Set(readModels.flatMap((p) => p.tables))].sort();
  const entries = await Promise.all(
    tables.map(async (table) => {
      const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
        store.db,
      );
      const sorted = rows.map((r) => JSON.stringify(r, Object.keys(r).sort())).sort();
      return [table, sorted] as const;
    }),
  );
  return Object.fromEntries(entries);
}

describe(`durability on ${underTest()}`, () => {
  it('a write answered as done survives the process being killed right after', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'school-durability-'));
    const database = await freshDatabase(`sqlite:${join(dir, 'kill.db')}`);
    try {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', 'api/test/fixtures/appendThenHang.ts', database.url, '13977700001'],
        {
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('done')) {
            child.kill('SIGKILL');
            resolve();
          }
        });
        child.on('exit', (code) => code !== null && reject(new Error(`writer exited with ${code}`)));
      });
      await new Promise((resolve) => child.on('exit', resolve));
      const reopened = await openAppStore({ databaseUrl: database.url });
      const events = await readStream(reopened.db, 'user-13977700001');
      const rows = await reopened.db.selectFrom('users').select('mobile').execute();
      await reopened.close();
      expect(events.map((e) => e.type)).toEqual(['UserRegistered']);
      expect(rows.map((r) => r.mobile)).toContain('13977700001');
    } finally {
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    }
    // A child process that loads the store from TypeScript, beside the typecheck and the web build in CI.
  }, 90_000);

  it('the store refuses to start on settings that could lose answered writes', async () => {
    const database = await freshDatabase();
    const store = await openAppStore({ databaseUrl: database.url });
    try {
      if (store.kind === 'sqlite') {
        const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(store.db);
        expect(rows[0]?.synchronous).toBe(2);
      } else {
        const { rows } = await sql<{ synchronous_commit: string }>`show synchronous_commit`.execute(store.db);
        expect(rows[0]?.synchronous_commit).toBe('on');
      }
    } finally {
      await store.close();
      await database.drop();
    }
  });
});

function openClass(id: number): ClassOpened {
  return {
    id,
    name: `测试${id}班`,
    gradeId: 1,
    classifyId: 1,
    largeClass: { id: 900, name: '测试大班' },
    validType: 1,
    validTime: null,
    coverImage: '',
    headTeacherIds: [],
    teacherIds: [],
    assistantIds: [],
    groupId: id,
    groupHidden: 1,
    openedAt: 1,
  };
}
