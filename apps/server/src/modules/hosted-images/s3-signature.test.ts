import { describe, expect, it } from 'vitest';
import {
  amzDateOf,
  emptyPayloadHash,
  encodeSegment,
  parseAuthorization,
  signRequest,
} from './s3-signature.ts';

// AWS's own example credentials and the GET Object example of the S3 Signature Version 4 documentation
// ("Examples: Signature Calculations in AWS Signature Version 4", GET Object with a Range header).
const example = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
};

describe('Signature Version 4', () => {
  it('signs AWS’s published S3 GET Object example to its published signature', () => {
    const signed = signRequest(
      {
        method: 'GET',
        path: '/test.txt',
        headers: {
          host: 'examplebucket.s3.amazonaws.com',
          range: 'bytes=0-9',
          'x-amz-content-sha256': emptyPayloadHash,
          'x-amz-date': '20130524T000000Z',
        },
      },
      example,
    );
    expect(signed.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('reads back what it wrote, and nothing that is not a SigV4 header', () => {
    const { authorization, signature } = signRequest(
      {
        method: 'PUT',
        path: '/bucket/key.jpg',
        headers: { host: 'h', 'x-amz-date': '20260101T000000Z', 'x-amz-content-sha256': emptyPayloadHash },
      },
      example,
    );
    expect(parseAuthorization(authorization)).toEqual({
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      day: '20260101',
      region: 'us-east-1',
      service: 's3',
      signedHeaders: ['host', 'x-amz-content-sha256', 'x-amz-date'],
      signature,
    });
    expect(parseAuthorization(undefined)).toBeNull();
    expect(parseAuthorization('Basic YWRtaW46YWRtaW4=')).toBeNull();
    expect(parseAuthorization(authorization.replace(signature, 'x'.repeat(64)))).toBeNull();
  });

  it('formats dates and path segments the way S3 canonicalises them', () => {
    expect(amzDateOf(new Date('2013-05-24T00:00:00.123Z'))).toBe('20130524T000000Z');
    expect(encodeSegment("a b(c)*!'~.jpg")).toBe('a%20b%28c%29%2A%21%27~.jpg');
  });
});
