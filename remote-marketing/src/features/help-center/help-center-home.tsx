import { useState } from 'react';
import { usePageMeta } from 'shared-ui';
import { PageHero, Section } from '../page-kit';
import { HelpCategories } from './help-categories';
import { HelpSearchPanel } from './help-search-panel';
import { StillNeedHelp } from './still-need-help';

/** The help center's front page: search as you type; with the box empty, every article by topic. */
export function HelpCenterHome() {
  usePageMeta(
    'Help center',
    'Answers about tracking, delivery times, customs, billing and your account: search or browse the Globe Route Logistics help center.',
  );
  const [text, setText] = useState('');
  const searching = text.trim() !== '';
  return (
    <>
      <PageHero
        crumbs={[{ label: 'Support' }, { label: 'Help center' }]}
        title="Help center"
        lead="Answers to the questions we hear most – about tracking, delivery times, customs, billing and your account."
      />
      <Section title="Find an answer" titleHidden>
        <HelpSearchPanel text={text} onTextChange={setText} />
      </Section>
      {!searching && (
        <Section title="Browse by topic" soft>
          <HelpCategories />
        </Section>
      )}
      <StillNeedHelp />
    </>
  );
}
