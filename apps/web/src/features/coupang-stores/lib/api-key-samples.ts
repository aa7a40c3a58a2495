/** The external upload call the samples show; the call itself arrives with the product upload issue. */
export const externalUploadPath = '/api/coupang/upload-product-with-key';

const placeholderKey = 'YOUR_API_KEY';

function sampleBody(apiKey: string) {
  return {
    api_key: apiKey,
    product_details: {
      displayProductName: '상품 노출명',
      items: [{ itemName: '기본', originalPrice: 20000, salePrice: 15000 }],
      file_info: { url: 'https://example.com/product.jpg' },
    },
  };
}

/** A cURL sample; the key is a placeholder unless given, so a sample copied later never leaks one. */
export function curlSample(origin: string, apiKey = placeholderKey): string {
  const json = JSON.stringify(sampleBody(apiKey), null, 2).replaceAll("'", "'\\''");
  return [
    `curl -X POST '${origin}${externalUploadPath}' \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -d '${json}'`,
  ].join('\n');
}

/** A Python (requests) sample of the same call. */
export function pythonSample(origin: string, apiKey = placeholderKey): string {
  const body = sampleBody(apiKey);
  return [
    'import requests',
    '',
    `url = "${origin}${externalUploadPath}"`,
    'payload = {',
    `    "api_key": ${JSON.stringify(body.api_key)},`,
    '    "product_details": {',
    `        "displayProductName": ${JSON.stringify(body.product_details.displayProductName)},`,
    '        "items": [',
    `            {"itemName": "기본", "originalPrice": 20000, "salePrice": 15000},`,
    '        ],',
    `        "file_info": {"url": ${JSON.stringify(body.product_details.file_info.url)}},`,
    '    },',
    '}',
    '',
    'response = requests.post(url, json=payload, timeout=30)',
    'response.raise_for_status()',
    'print(response.json())',
  ].join('\n');
}
