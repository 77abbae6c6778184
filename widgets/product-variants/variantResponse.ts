/** One value of a variation attribute, as the variants call answers it. */
export interface AttributeValue {
  ProductAttributeValueId: number;
  DisplayValue: string;
  IsUnavailable: boolean;
  ColorCode1: string | null;
  ColorCode2: string | null;
  ColorCode3: string | null;
}

export interface VariantAttribute {
  ProductAttributeId: number;
  /** 'Square' shows colour swatches; anything else plain radios (size buttons) or a select. */
  VariationDisplayTypeValue: string;
  Value: string;
  SelectedValueId?: number | null;
  ProductAttributeValuesViewModel: AttributeValue[];
}

/** The answer of GET /api/v1/catalog/products/{productId}/productvariants (the CMS's answer). */
export interface VariantResponse {
  ProductVariantViewModel: {
    ProductId: number;
    ProductVariantId: number;
    SKU: string;
    UnitPriceTaxIncl: number;
    CurrencyCode: string;
    [key: `VariantValueId${number}`]: number;
  };
  ProductVariantAttributesViewModel: VariantAttribute[];
}

/** Whether an answer has the shape the widget needs (a proxy may answer HTML with a 200). */
export function isVariantResponse(data: unknown): data is VariantResponse {
  if (typeof data !== 'object' || data === null) return false;
  const model = (data as Partial<VariantResponse>).ProductVariantViewModel;
  return (
    typeof model === 'object' &&
    model !== null &&
    typeof model.ProductVariantId === 'number' &&
    Array.isArray((data as Partial<VariantResponse>).ProductVariantAttributesViewModel)
  );
}
