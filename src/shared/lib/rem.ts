/** px → rem scaled by Mantine's `--mantine-scale`, the way Mantine converts numeric sizes. */
export const rem = (px: number) => `calc(${px / 16}rem * var(--mantine-scale))`;
