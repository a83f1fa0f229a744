import { createFileRoute } from '@tanstack/react-router';
import { parseCategoryId } from '@/entities/product';

/** /services/{type}/{category_id}/…: category_id is the numeric id of a service group of that side. */
export const Route = createFileRoute('/{-$lang}/services/$type/$categoryId')({
  params: { parse: parseCategoryId, stringify: ({ categoryId }) => ({ categoryId }) },
});
