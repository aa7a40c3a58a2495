import type { UploadedProduct } from '@ollida/contracts/uploaded-products';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorBox } from '../../../components/ui/error-box';
import { Spinner } from '../../../components/ui/spinner';
import { productQueryOptions } from '../api/get-product';
import { callErrorText, productListText } from '../lib/messages';

/** Loads a product with the whole draft it sent (a list row carries only a preview) and renders it. */
export function WholeProduct({
  id,
  children,
}: {
  id: string;
  children: (product: UploadedProduct) => ReactNode;
}) {
  const whole = useQuery(productQueryOptions(id));
  if (whole.isPending) return <Spinner label={productListText.requestLoading} className="py-10" />;
  if (whole.isError) {
    return <ErrorBox>{callErrorText(whole.error, productListText.requestFailed)}</ErrorBox>;
  }
  return children(whole.data);
}
