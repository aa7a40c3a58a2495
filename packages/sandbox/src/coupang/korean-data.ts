// Word lists for generated data. Realistic enough that screens look like a real seller's, never real people.

export const SURNAMES = [
  '김',
  '이',
  '박',
  '최',
  '정',
  '강',
  '조',
  '윤',
  '장',
  '임',
  '한',
  '오',
  '서',
  '신',
  '권',
  '황',
  '안',
  '송',
  '류',
  '홍',
] as const;

export const GIVEN_NAMES = [
  '민준',
  '서연',
  '도윤',
  '하은',
  '지호',
  '수아',
  '예준',
  '지우',
  '시우',
  '서윤',
  '주원',
  '하린',
  '지훈',
  '유진',
  '현우',
  '채원',
  '건우',
  '지민',
  '우진',
  '예린',
  '선영',
  '영수',
  '미경',
  '정호',
  '은지',
  '태현',
  '소영',
  '동현',
] as const;

/** Road-name addresses with their five-digit postal codes and a matching lot-number form. */
export const ADDRESSES = [
  { road: '서울특별시 강남구 테헤란로 152', jibun: '서울특별시 강남구 역삼동 737', zip: '06236' },
  { road: '서울특별시 송파구 올림픽로 300', jibun: '서울특별시 송파구 신천동 29', zip: '05551' },
  { road: '서울특별시 마포구 월드컵북로 396', jibun: '서울특별시 마포구 상암동 1605', zip: '03925' },
  { road: '서울특별시 종로구 세종대로 175', jibun: '서울특별시 종로구 세종로 1-68', zip: '03154' },
  { road: '서울특별시 노원구 동일로 1414', jibun: '서울특별시 노원구 상계동 701', zip: '01689' },
  { road: '부산광역시 해운대구 센텀중앙로 79', jibun: '부산광역시 해운대구 우동 1505', zip: '48058' },
  { road: '부산광역시 부산진구 중앙대로 672', jibun: '부산광역시 부산진구 부전동 573-1', zip: '47296' },
  { road: '대구광역시 수성구 동대구로 330', jibun: '대구광역시 수성구 범어동 183-3', zip: '42020' },
  { road: '인천광역시 연수구 컨벤시아대로 165', jibun: '인천광역시 연수구 송도동 24-5', zip: '21998' },
  { road: '광주광역시 서구 상무중앙로 110', jibun: '광주광역시 서구 치평동 1200', zip: '61949' },
  { road: '대전광역시 유성구 대학로 99', jibun: '대전광역시 유성구 궁동 220', zip: '34134' },
  { road: '울산광역시 남구 삼산로 282', jibun: '울산광역시 남구 달동 1337', zip: '44705' },
  { road: '세종특별자치시 한누리대로 2130', jibun: '세종특별자치시 보람동 650', zip: '30151' },
  { road: '경기도 성남시 분당구 판교역로 235', jibun: '경기도 성남시 분당구 삼평동 681', zip: '13494' },
  { road: '경기도 수원시 영통구 광교중앙로 140', jibun: '경기도 수원시 영통구 하동 1016', zip: '16514' },
  { road: '경기도 고양시 일산동구 중앙로 1275', jibun: '경기도 고양시 일산동구 장항동 868', zip: '10401' },
  { road: '경기도 이천시 마장면 덕이로 154', jibun: '경기도 이천시 마장면 덕평리 234', zip: '17385' },
  {
    road: '경기도 용인시 처인구 백암면 덕평로 82',
    jibun: '경기도 용인시 처인구 백암면 근창리 512',
    zip: '17216',
  },
  { road: '강원특별자치도 춘천시 중앙로 1', jibun: '강원특별자치도 춘천시 봉의동 15', zip: '24266' },
  { road: '충청북도 청주시 상당구 상당로 155', jibun: '충청북도 청주시 상당구 북문로2가 89', zip: '28542' },
  { road: '충청남도 천안시 서북구 번영로 156', jibun: '충청남도 천안시 서북구 불당동 234', zip: '31171' },
  {
    road: '전북특별자치도 전주시 완산구 효자로 225',
    jibun: '전북특별자치도 전주시 완산구 효자동2가 1083',
    zip: '54968',
  },
  { road: '경상남도 창원시 의창구 중앙대로 300', jibun: '경상남도 창원시 의창구 용호동 1', zip: '51154' },
  { road: '제주특별자치도 제주시 문연로 6', jibun: '제주특별자치도 제주시 연동 312-1', zip: '63122' },
] as const;

export const ADDRESS_DETAILS = [
  '101동 1203호',
  '3층',
  '2층 201호',
  '지하 1층',
  '506호',
  '7동 304호',
  '1층 상가',
  '12층 1201호',
  '',
] as const;

/** Couriers by Coupang deliveryCompanyCode, with the display name order sheets carry. */
export const COURIERS = [
  { code: 'CJGLS', name: 'CJ 대한통운' },
  { code: 'HANJIN', name: '한진택배' },
  { code: 'HYUNDAI', name: '롯데택배' },
  { code: 'EPOST', name: '우체국택배' },
  { code: 'KDEXP', name: '경동택배' },
] as const;

export const PARCEL_MESSAGES = [
  '문 앞에 놓아주세요',
  '부재 시 경비실에 맡겨주세요',
  '배송 전 연락 바랍니다',
  '택배함에 넣어주세요',
  '파손 주의 부탁드립니다',
  '',
  '',
] as const;

export const REFERS = ['안드로이드앱', '아이폰앱', 'PC웹', '모바일웹'] as const;

export const PLACE_AREAS = [
  '본사',
  '경기 이천',
  '경기 용인',
  '인천 남동',
  '부산 강서',
  '대구 달서',
  '충북 음성',
  '경남 김해',
  '광주 광산',
  '대전 대덕',
] as const;
