import '@mantine/core/styles/Tabs.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, Paper, Stack, Tabs, Text, Title, UnstyledButton } from '@mantine/core';
import { useClickOutside } from '@mantine/hooks';
import { IconChevronDown, IconShare } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { VacancyFacts, vacancyPath } from '@/entities/vacancy';
import { JobApplicationForm } from '@/features/apply-for-job';
import type { ContentSectionOf, Subcard, Subsection } from '@/shared/api';
import { tabFromHash } from '@/shared/lib';
import { AppLink, SafeHtml } from '@/shared/ui';
import { $hash, $openVacancy, tabSelected, vacancyDropdownClosed, vacancyToggled } from '../model/sections';
import { DocumentLinks } from './document-links';
import { SectionFrame } from './section-frame';

/**
 * Tabs whose choice lives in the URL hash (`#annual-reports`): reload, back and forward keep it. An inactive panel is
 * not rendered, unless it says `keepMounted`: then it is only hidden (`display: none`), so what it holds (a form being
 * filled in, its files, its gate) lives on while another tab is read. React's Activity, Mantine's default way of
 * keeping a panel, would end the panel's effects, and with them a form's gate, which starts the form again.
 */
function HashTabs({ ids, children, label }: { ids: string[]; children: (selected: string) => React.ReactNode; label: string }) {
  const [hash, select] = useUnit([$hash, tabSelected]);
  const selected = tabFromHash(hash, ids) ?? '';
  return (
    <Tabs value={selected} onChange={(value) => value && select(value)} keepMounted={false} keepMountedMode="display-none" aria-label={label}>
      {children(selected)}
    </Tabs>
  );
}

export function ReportsSection({ section }: { section: ContentSectionOf<'reports'> }) {
  const ids = section.tabs.map((tab) => tab.charid);
  return (
    <SectionFrame title={section.title} anchor={section.anchor} anchors={ids} type={section.type}>
      <HashTabs ids={ids} label={section.title}>
        {() => (
          <>
            <Tabs.List>
              {section.tabs.map((tab) => (
                <Tabs.Tab key={tab.charid} value={tab.charid} data-testid={`tab-${tab.charid}`}>
                  {tab.name}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {section.tabs.map((tab) => (
              <Tabs.Panel key={tab.charid} value={tab.charid} pt="lg">
                <Stack gap="lg">
                  {tab.contentList.map((group) => (
                    <Stack key={group.title} gap="xs">
                      {group.title ? <Title order={3}>{group.title}</Title> : null}
                      <DocumentLinks documents={group.data} />
                    </Stack>
                  ))}
                </Stack>
              </Tabs.Panel>
            ))}
          </>
        )}
      </HashTabs>
    </SectionFrame>
  );
}

/** A vacancy as a dropdown: toggles on click, closes on a click outside; opens to its summary and links. */
function VacancyDropdown({ vacancy }: { vacancy: Subcard }) {
  const { t } = useLingui();
  const [openId, toggle] = useUnit([$openVacancy, vacancyToggled]);
  const open = openId === vacancy.id;
  const panelId = `vacancy-panel-${vacancy.id}`;
  return (
    <Paper withBorder radius="md" component="li" data-testid={`vacancy-${vacancy.id}`} data-open={open || undefined}>
      <UnstyledButton
        onClick={() => toggle(vacancy.id)}
        aria-expanded={open}
        aria-controls={panelId}
        w="100%"
        p="md"
        style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12 }}
      >
        <Stack gap={4}>
          <Text fw={700}>{vacancy.title}</Text>
          <VacancyFacts location={vacancy.location} employment={vacancy.employment} date={vacancy.date} />
        </Stack>
        <IconChevronDown size={18} aria-hidden="true" style={{ flexShrink: 0, transform: open ? 'rotate(180deg)' : undefined }} />
      </UnstyledButton>
      <div id={panelId} hidden={!open}>
        <Stack gap="sm" px="md" pb="md">
        <SafeHtml html={vacancy.description} />
        <Group gap="sm">
          <Button component={AppLink} to={vacancyPath(vacancy.id)} size="sm">
            <Trans>Details and application</Trans>
          </Button>
          <Anchor component={AppLink} to={vacancyPath(vacancy.id)} size="sm" aria-label={t`Link to the vacancy: ${vacancy.title}`}>
            <IconShare size={14} aria-hidden="true" />
          </Anchor>
        </Group>
        </Stack>
      </div>
    </Paper>
  );
}

function VacancyList({ vacancies }: { vacancies: Subcard[] }) {
  const close = useUnit(vacancyDropdownClosed);
  const ref = useClickOutside<HTMLDivElement>(() => close());
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} ref={ref} data-testid="vacancy-list">
      {vacancies.map((vacancy) => (
        <VacancyDropdown key={vacancy.id} vacancy={vacancy} />
      ))}
    </Stack>
  );
}

function SubsectionContent({ subsection }: { subsection: Subsection }) {
  const { content } = subsection;
  return (
    <Stack gap="md">
      {content.title ? <Title order={3}>{content.title}</Title> : null}
      {content.description ? <SafeHtml html={content.description} /> : null}
      {content.list.length > 0 ? (
        <ul>
          {content.list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
      <DocumentLinks documents={content.downlodableLinks} />
      {subsection.subcards.length > 0 ? <VacancyList vacancies={subsection.subcards} /> : null}
      {content.form ? <JobApplicationForm form={content.form} /> : null}
    </Stack>
  );
}

export function SubsectionTabsSection({ section }: { section: ContentSectionOf<'subsection-tabs'> }) {
  const ids = section.subsections.map((subsection) => subsection.charid);
  return (
    <SectionFrame title={section.title} anchor={section.anchor} anchors={ids} type={section.type}>
      <HashTabs ids={ids} label={section.title}>
        {() => (
          <>
            <Tabs.List>
              {section.subsections.map((subsection) => (
                <Tabs.Tab key={subsection.charid} value={subsection.charid} data-testid={`tab-${subsection.charid}`}>
                  {subsection.name}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {section.subsections.map((subsection) => (
              // A panel with the job form stays mounted: a visitor who reads the vacancies mid-way finds it as left.
              <Tabs.Panel key={subsection.charid} value={subsection.charid} pt="lg" keepMounted={Boolean(subsection.content.form)}>
                <SubsectionContent subsection={subsection} />
              </Tabs.Panel>
            ))}
          </>
        )}
      </HashTabs>
    </SectionFrame>
  );
}
