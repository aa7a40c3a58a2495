import { describe, expect, it } from 'vitest';
import { draftOf } from '../marketplace/test-drafts.ts';
import { noticeFactsOf } from './notice-facts.ts';

describe('noticeFactsOf', () => {
  it('reads origin, maker, model, material and size from the notice rows when the fields are empty', () => {
    const facts = noticeFactsOf(
      draftOf({
        origin: '',
        manufacturer: '',
        modelNo: '',
        notices: [
          { label: '제조국(원산지)', value: '중국' },
          { label: '제조자(수입자)', value: '(주)한빛상사' },
          { label: '모델명', value: 'HB-200' },
          { label: '제품 소재', value: '스테인리스' },
          { label: '크기', value: '28cm' },
        ],
      }),
    );
    expect(facts).toEqual({
      origin: '중국',
      manufacturer: '(주)한빛상사',
      model: 'HB-200',
      material: '스테인리스',
      size: '28cm',
      certificationNumber: '',
    });
  });

  it('ignores "상세페이지 참조" answers and finds a KC number in the detail text', () => {
    const facts = noticeFactsOf(
      draftOf({
        origin: '상세페이지 참조',
        detailHtml: '<p>KC 안전확인 신고번호: <b>XU100123-20001</b></p><p>전파인증 R-R-ABC-XYZ123</p>',
      }),
    );
    expect(facts.origin).toBe('');
    expect(facts.certificationNumber).toBe('XU100123-20001');
  });
});
