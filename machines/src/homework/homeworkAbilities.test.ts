import { describe, expect, it } from 'vitest';
import { COMING_SOON, type HomeworkViewer, homeworkAbilities } from './homeworkAbilities';
import { explainHomeworkRefusal, type HomeworkLifecycleContext } from './homeworkLifecycle';

const owner: HomeworkViewer = { id: 't1', canDispatch: true, canCorrect: true };
const stranger: HomeworkViewer = { id: 't2', canDispatch: true, canCorrect: true };
const grader: HomeworkViewer = { id: 't1', canDispatch: false, canCorrect: true };
const NOW = 1_800_000_000;
const DEADLINE = NOW + 3 * 86_400;
const input: HomeworkLifecycleContext = {
  ownerId: 't1',
  publishType: 2,
  arranged: false,
  classIds: ['c1', 'c2', 'c3'],
  publishedClassIds: ['c1'],
  endingTime: DEADLINE,
};
const yes = { shown: true, allowed: true, reason: null };

describe('what a homework row offers', () => {
  it('the owner may do everything before the deadline; the detail screen is not built yet', () => {
    expect(homeworkAbilities('partlyPublished', input, owner, NOW, false)).toEqual({
      view: { shown: true, allowed: false, reason: COMING_SOON },
      copy: yes,
      continue_publish: yes,
      correct: { shown: true, allowed: false, reason: COMING_SOON },
      adjust_deadline: yes,
      recall: yes,
    });
    expect(homeworkAbilities('partlyPublished', input, owner, NOW, true).view).toEqual(yes);
  });

  it('someone else sees continue publishing, refused with the ownership message', () => {
    const can = homeworkAbilities('partlyPublished', input, stranger, NOW, true);
    const notOwner = { shown: true, allowed: false, reason: '只能操作自己发布的作业' };
    expect(can).toMatchObject({ copy: notOwner, continue_publish: notOwner, recall: notOwner });
    expect(can.correct).toEqual(yes);
  });

  it('without canDispatch, only view and grade are shown', () => {
    const can = homeworkAbilities('partlyPublished', input, grader, NOW, true);
    expect(Object.entries(can).flatMap(([action, a]) => (a.shown ? [action] : []))).toEqual([
      'view',
      'correct',
    ]);
  });

  it('past the deadline only recall remains; recalled, nothing but view and copy', () => {
    const late = homeworkAbilities('partlyPublished', input, owner, DEADLINE, true);
    expect(late.continue_publish.reason).toBe('作业已截止，不能继续发布');
    expect(late.adjust_deadline.reason).toBe('作业已截止，不能调整截止时间');
    expect(late.recall.allowed).toBe(true);
    const recalled = homeworkAbilities('recalled', input, owner, NOW, true);
    for (const action of ['continue_publish', 'correct', 'adjust_deadline', 'recall'] as const)
      expect(recalled[action]).toEqual({ shown: true, allowed: false, reason: '作业已撤回' });
    expect(recalled.copy.allowed).toBe(true);
  });

  it('single-class and arranged homework never offer continue publishing', () => {
    const single = homeworkAbilities('partlyPublished', { ...input, publishType: 1 }, owner, NOW, true);
    const arranged = homeworkAbilities('partlyPublished', { ...input, arranged: true }, owner, NOW, true);
    expect(single.continue_publish.shown).toBe(false);
    expect(arranged.continue_publish.shown).toBe(false);
  });

  it('published to every class: continue publishing refused as 作业已发布到全部班级', () => {
    const all = { ...input, publishedClassIds: input.classIds };
    expect(homeworkAbilities('fullyPublished', all, owner, NOW, true).continue_publish).toEqual({
      shown: true,
      allowed: false,
      reason: '作业已发布到全部班级',
    });
  });
});

describe('refusal kinds', () => {
  const recall = { type: 'homework.recall', actor: stranger, now: NOW } as const;
  const early = {
    type: 'homework.adjustDeadline',
    actor: owner,
    now: NOW,
    endingTime: NOW - 2 * 86_400,
  } as const;
  const late = {
    type: 'homework.adjustDeadline',
    actor: owner,
    now: DEADLINE,
    endingTime: DEADLINE,
  } as const;

  it('who may act is forbidden, a bad choice invalid, the state a conflict', () => {
    expect(explainHomeworkRefusal('partlyPublished', input, recall).kind).toBe('forbidden');
    expect(explainHomeworkRefusal('partlyPublished', input, early).kind).toBe('invalid');
    expect(explainHomeworkRefusal('partlyPublished', input, late).kind).toBe('conflict');
    expect(explainHomeworkRefusal('recalled', input, recall)).toEqual({
      kind: 'conflict',
      message: '作业已撤回',
    });
  });
});
