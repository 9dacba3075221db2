import type { FaqItem } from '@atrium/contracts';
import { Accordion, AccordionItem } from '@atrium/ui/content';

/** The questions of one FAQ group, one open at a time (the design system's accordion). */
export function FaqAccordion({ items, defaultOpen }: { items: FaqItem[]; defaultOpen?: string }) {
  return (
    <Accordion type="single" collapsible defaultValue={defaultOpen}>
      {items.map((item) => (
        <AccordionItem key={item.question} value={item.question} title={item.question}>
          {item.answer}
        </AccordionItem>
      ))}
    </Accordion>
  );
}
