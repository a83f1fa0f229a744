import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '@/pages/not-found';

/** Every unknown path under a language. */
export const Route = createFileRoute('/{-$lang}/$')({ component: NotFoundPage });
