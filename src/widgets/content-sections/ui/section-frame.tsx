import { Box, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** A content section: its heading, an optional subtitle, an anchor when the content names one. */
export function SectionFrame({
  title,
  subtitle,
  anchor,
  anchors,
  type,
  children,
}: {
  title: string;
  subtitle?: string;
  anchor?: string | null;
  /** Extra anchor names this block answers to (the ids of its tabs). */
  anchors?: string[];
  type: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Box
      component="section"
      id={anchor ?? undefined}
      data-anchors={anchors?.length ? anchors.join(' ') : undefined}
      data-section-type={type}
      aria-labelledby={title ? headingId : undefined}
      style={{ scrollMarginTop: 80 }}
    >
      <Stack gap="md">
        {title || subtitle ? (
          <Stack gap={4}>
            {title ? (
              <Title order={2} id={headingId}>
                {title}
              </Title>
            ) : null}
            {subtitle ? <Text c="gray.7">{subtitle}</Text> : null}
          </Stack>
        ) : null}
        {children}
      </Stack>
    </Box>
  );
}
