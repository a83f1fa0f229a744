import { Group, Text } from '@mantine/core';
import { IconBriefcase, IconCalendar, IconMapPin } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { $lang, formatDate } from '@/shared/i18n';

/** Where, how and since when: the line under a vacancy's title. */
export function VacancyFacts({ location, employment, date }: { location: string; employment: string; date?: string | null }) {
  const lang = useUnit($lang);
  const items = [
    location ? { icon: IconMapPin, text: location } : null,
    employment ? { icon: IconBriefcase, text: employment } : null,
    date ? { icon: IconCalendar, text: formatDate(date, lang), dateTime: date } : null,
  ].filter((item) => item !== null);
  return (
    <Group gap="md" c="gray.7">
      {items.map(({ icon: Icon, text, ...rest }) => (
        <Group key={text} gap={4} wrap="nowrap">
          <Icon size={16} aria-hidden="true" />
          <Text size="sm" component={'dateTime' in rest ? 'time' : 'span'} {...('dateTime' in rest ? { dateTime: rest.dateTime } : {})}>
            {text}
          </Text>
        </Group>
      ))}
    </Group>
  );
}
