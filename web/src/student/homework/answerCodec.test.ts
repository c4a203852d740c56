import { describe, expect, it } from 'vitest';
import type { QuestionType } from '../../generated/graphql';
import {
  answerable,
  answerInput,
  draftOf,
  htmlOfText,
  isAnswered,
  textOfHtml,
  toggleOption,
} from './answerCodec';

describe('answers as the student app keeps them', () => {
  it('reads a choice answer as option ids, and an empty one as none', () => {
    expect(draftOf('MULTIPLE_CHOICE', '3,5')).toEqual({ optionIds: ['3', '5'] });
    expect(draftOf('SINGLE_CHOICE', '')).toEqual({ optionIds: [] });
  });

  it('reads a short answer’s JSON (section 3: content and images) as text and images', () => {
    const saved = JSON.stringify({
      content: '<p>惯性&amp;定律</p><p>第二行</p>',
      images: ['/api/files/a.png'],
    });
    expect(draftOf('SHORT_ANSWER', saved)).toEqual({
      text: '惯性&定律\n第二行',
      images: ['/api/files/a.png'],
    });
    expect(draftOf('SHORT_ANSWER', '')).toEqual({ text: '', images: [] });
    expect(draftOf('SHORT_ANSWER', '{broken')).toEqual({ text: '', images: [] });
  });

  it('writes typed text as paragraphs with nothing read as markup, and back again', () => {
    expect(htmlOfText('a < b\n<img src=x>')).toBe('<p>a &lt; b</p><p>&lt;img src=x&gt;</p>');
    expect(textOfHtml(htmlOfText('a < b\n第二行'))).toBe('a < b\n第二行');
    expect(htmlOfText('  ')).toBe('');
  });

  it('sends a choice as option ids and a short answer as content and images', () => {
    expect(answerInput('7', { optionIds: ['1', '2'] })).toEqual({ questionId: '7', optionIds: ['1', '2'] });
    expect(answerInput('8', { text: '答', images: ['/api/files/b.png'] })).toEqual({
      questionId: '8',
      content: '<p>答</p>',
      images: ['/api/files/b.png'],
    });
  });

  it('single choice and true/false keep one option; multiple and indefinite toggle', () => {
    expect(toggleOption('SINGLE_CHOICE', ['1'], '2')).toEqual(['2']);
    expect(toggleOption('TRUE_FALSE', [], '2')).toEqual(['2']);
    expect(toggleOption('MULTIPLE_CHOICE', ['1'], '2')).toEqual(['1', '2']);
    expect(toggleOption('INDEFINITE_CHOICE', ['1', '2'], '1')).toEqual(['2']);
  });

  it('an answer counts when it has an option, some text or an image', () => {
    expect(isAnswered(undefined)).toBe(false);
    expect(isAnswered({ optionIds: [] })).toBe(false);
    expect(isAnswered({ text: ' ', images: [] })).toBe(false);
    expect(isAnswered({ text: '', images: ['/api/files/c.png'] })).toBe(true);
  });

  it('a material question is answered through its sub-questions', () => {
    type Q = { id: string; type: QuestionType };
    const sub: Q = { id: 's', type: 'SINGLE_CHOICE' };
    const qs: (Q & { children: Q[] })[] = [
      { id: 'a', type: 'SHORT_ANSWER', children: [] },
      { id: 'm', type: 'MATERIAL', children: [sub] },
    ];
    expect(answerable(qs).map((q) => q.id)).toEqual(['a', 's']);
  });
});
