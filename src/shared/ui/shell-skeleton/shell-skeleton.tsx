import type { CSSProperties, HTMLAttributes } from 'react';
import { rem } from '@/shared/lib';
import classes from './shell-skeleton.module.css';

export interface ShellSkeletonProps extends HTMLAttributes<HTMLDivElement> {
  /** px, or any CSS length. */
  height?: number | string;
  /** px, or any CSS length; the full width when left out. */
  width?: number | string;
  radius?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
}

const length = (value: number | string | undefined) => (typeof value === 'number' ? rem(value) : value);

/** A pulsing placeholder block with the look of Mantine's `<Skeleton>`, for skeletons of the app shell. */
export function ShellSkeleton({ height, width, radius, className, style, ...rest }: ShellSkeletonProps) {
  const vars = {
    '--skeleton-height': length(height),
    '--skeleton-width': length(width),
    '--skeleton-radius': radius ? `var(--mantine-radius-${radius})` : undefined,
  } as CSSProperties;
  return <div {...rest} className={[classes.root, className].filter(Boolean).join(' ')} style={{ ...vars, ...style }} />;
}
