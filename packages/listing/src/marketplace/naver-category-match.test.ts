import { describe, expect, it } from 'vitest';
import { matchNaverCategory } from './naver-category-match.ts';
import { draftOf } from './test-drafts.ts';

const leaves = [
  { id: '50000910', wholeCategoryName: '생활/건강>주방용품>프라이팬' },
  { id: '50002615', wholeCategoryName: '생활/건강>주방용품>보관/밀폐용기' },
  { id: '50000862', wholeCategoryName: '디지털/가전>주방가전>전기포트' },
  { id: '50000870', wholeCategoryName: '가구/인테리어>인테리어소품>캔들/디퓨저' },
  { id: '50000912', wholeCategoryName: '생활/건강>생활용품>욕실용품' },
];

const draftNamed = (productName: string, category = '') => draftOf({ productName, category });

describe('matchNaverCategory', () => {
  it('matches a Korean word inside a category segment', () => {
    expect(matchNaverCategory(draftNamed('스테인리스 밀폐용기 5종 세트'), leaves)?.id).toBe('50002615');
    expect(matchNaverCategory(draftNamed('[1+1] 천연 라벤더 디퓨저 200ml'), leaves)?.id).toBe('50000870');
  });

  it('weighs the last segment most', () => {
    expect(matchNaverCategory(draftNamed('스텐 304 전기포트 1.7L', '주방용품'), leaves)?.id).toBe('50000862');
  });

  it('uses the supplier category path too', () => {
    expect(matchNaverCategory(draftNamed('규조토 발매트 40x60', '생활 > 욕실용품'), leaves)).toEqual({
      id: '50000912',
      wholeCategoryName: '생활/건강>생활용품>욕실용품',
      sure: true,
    });
  });

  it('is not sure when only upper levels or a fragment match (a T-shirt is no running shoe)', () => {
    const fashion = [{ id: '50000803', wholeCategoryName: '패션잡화>남성신발>운동화>러닝화' }];
    expect(matchNaverCategory(draftNamed('남성 기능성 쿨 드라이 반팔 티셔츠'), fashion)?.sure).toBe(false);
    const weak = matchNaverCategory(draftNamed('남성신발 정리 선반'), fashion);
    expect(weak?.sure).toBe(false);
    expect(matchNaverCategory(draftNamed('초경량 메쉬 러닝화'), fashion)?.sure).toBe(true);
  });

  it('counts a product word that is only a fragment of the category word half', () => {
    const camping = [
      { id: '1', wholeCategoryName: '스포츠/레저>캠핑>캠핑의자' },
      { id: '2', wholeCategoryName: '스포츠/레저>캠핑>랜턴' },
    ];
    expect(matchNaverCategory(draftNamed('방수 LED 랜턴 캠핑용', '스포츠/레저 > 캠핑'), camping)?.id).toBe(
      '2',
    );
    expect(matchNaverCategory(draftNamed('캠핑 의자'), camping)?.id).toBe('1');
  });

  it('is undefined when nothing overlaps', () => {
    expect(matchNaverCategory(draftNamed('전동 드릴 드라이버'), leaves)).toBeUndefined();
  });
});

describe('matchNaverCategory on compound category words', () => {
  const leaves = [
    { id: '1', wholeCategoryName: '출산/육아>완구>원목블록' },
    { id: '2', wholeCategoryName: '식품>커피>원두커피' },
    { id: '3', wholeCategoryName: '식품>잼/청>과일청/감귤청' },
  ];
  it.each([
    ['키즈 원목 블록 100피스 (KC인증)', '1'],
    ['핸드드립 커피 원두 500g (과테말라)', '2'],
    ['제주 감귤 청 500g', '3'],
  ])('is sure of %s', (name, id) => {
    expect(matchNaverCategory(draftNamed(name), leaves)).toMatchObject({ id, sure: true });
  });
});
