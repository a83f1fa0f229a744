import { Accordion } from '@mantine/core';
import type { FaqItem } from '@/shared/api';
import { SafeHtml } from '@/shared/ui';
import '@mantine/core/styles/Accordion.css';

export interface FaqListProps {
  items: FaqItem[];
  /** The question open at first (a link to `#faq-{id}`); all closed when absent. */
  openId?: string | null;
  /** Heading level of the questions in the page's outline. */
  headingOrder?: 2 | 3 | 4 | 5 | 6;
}

/**
 * Questions and answers as an accessible accordion: each question is a button inside a heading
 * (aria-expanded, aria-controls), each answer a labelled region; answers are content HTML (SafeHtml).
 * Several answers can be open at once. Each item is addressable as `#faq-{id}`.
 */
export function FaqList({ items, openId, headingOrder = 3 }: FaqListProps) {
  return (
    <Accordion
      multiple
      variant="separated"
      radius="md"
      order={headingOrder}
      defaultValue={openId ? [openId] : []}
      data-testid="faq-list"
    >
      {items.map((item) => (
        <Accordion.Item key={item.id} value={item.id} id={`faq-${item.id}`}>
          <Accordion.Control>{item.question}</Accordion.Control>
          <Accordion.Panel>
            <SafeHtml html={item.answer} />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
