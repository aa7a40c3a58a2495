import { describe, expect, it } from 'vitest';
import { coupangNoticesOf } from './coupang-notices.ts';
import { draftOf, metaOf } from './test-drafts.ts';

describe('coupangNoticesOf', () => {
  it('fills every detail of the first notice table, matching labels loosely', () => {
    const notices = coupangNoticesOf(
      metaOf(),
      draftOf({
        notices: [
          { label: '제조국 (원산지)', value: '중국' },
          { label: '품명및모델명', value: 'KP-500' },
        ],
      }),
      '070-1111-2222',
    );
    expect(notices).toEqual([
      { noticeCategoryName: '기타 재화', noticeCategoryDetailName: '품명 및 모델명', content: 'KP-500' },
      { noticeCategoryName: '기타 재화', noticeCategoryDetailName: '제조국(원산지)', content: '중국' },
      {
        noticeCategoryName: '기타 재화',
        noticeCategoryDetailName: '소비자상담 관련 전화번호',
        content: '070-1111-2222',
      },
    ]);
  });

  it('answers from the facts the page gave (origin, maker, model) instead of 상세페이지 참조', () => {
    const draft = draftOf({ origin: '중국', manufacturer: '(주)한빛', modelNo: 'HB-7', notices: [] });
    const notices = coupangNoticesOf(metaOf(), draft, '02-555-1234');
    expect(notices.map((notice) => notice.content)).toEqual([
      `${draft.productName} / HB-7`,
      '중국',
      '02-555-1234',
    ]);
  });

  it('uses 상세페이지 참조 only where the page said nothing', () => {
    const notices = coupangNoticesOf(
      metaOf(),
      draftOf({ origin: '', notices: [{ label: '제조국', value: '한국' }] }),
      '',
    );
    expect(notices.map((notice) => notice.content)[1]).toBe('한국');
    expect(notices.map((notice) => notice.content)[2]).toBe('상세페이지 참조');
  });

  it('sends nothing when the meta has no notice table', () => {
    expect(coupangNoticesOf(metaOf({ noticeCategories: [] }), draftOf(), '')).toEqual([]);
  });
});
