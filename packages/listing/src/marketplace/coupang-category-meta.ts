/** The category meta shape the mapper needs (same as the server's CoupangCategoryMeta output). */
export interface CoupangCategoryMetaInput {
  attributes: {
    attributeTypeName: string;
    dataType: string;
    basicUnit: string;
    usableUnits: string[];
    required: string;
    groupNumber: string;
    exposed: string;
  }[];
  noticeCategories: {
    noticeCategoryName: string;
    noticeCategoryDetailNames: { noticeCategoryDetailName: string; required: string }[];
  }[];
  certifications: { certificationType: string; name: string; dataType: string; required: string }[];
}

/** One attribute entry of the meta. */
export type CoupangMetaAttribute = CoupangCategoryMetaInput['attributes'][number];
