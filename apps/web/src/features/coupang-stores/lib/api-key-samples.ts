import { uploadWithKeyPaths } from '@ollida/contracts/extension';
import type { Platform } from '@ollida/contracts/workspaces';

const placeholderKey = 'YOUR_API_KEY';

/**
 * A cURL sample of the key upload call; `product-details.json` holds a draft in the shape the URL parser answers
 * (`data` of `POST /api/url-parser`). The key is a placeholder, so a sample copied later never leaks one.
 */
export function curlSample(origin: string, platform: Platform): string {
  return [
    `curl -X POST '${origin}${uploadWithKeyPaths[platform]}' \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -d "{\\"api_key\\": \\"${placeholderKey}\\", \\"product_details\\": $(cat product-details.json)}"`,
  ].join('\n');
}

/** A Python (requests) sample of the same call. */
export function pythonSample(origin: string, platform: Platform): string {
  return [
    'import json',
    'import requests',
    '',
    `url = "${origin}${uploadWithKeyPaths[platform]}"`,
    'with open("product-details.json", encoding="utf-8") as draft:',
    `    payload = {"api_key": "${placeholderKey}", "product_details": json.load(draft)}`,
    '',
    'response = requests.post(url, json=payload, timeout=60)',
    'print(response.status_code, response.json())',
  ].join('\n');
}
