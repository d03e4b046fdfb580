import { FeatureGrid } from './feature-grid';
import { MarketingSection, type SectionHeading } from './marketing-section';

const landing = {
  eyebrow: 'Key features',
  title: 'Everything you need to build in public',
  lead: 'From the commit to the audience, without leaving your flow.',
};

/** The overview page's heading for the same cards. */
export const overviewFeaturesHeading = {
  eyebrow: 'Features',
  title: 'Everything you need to build in public',
  lead: 'GitHub in, stories out: the tools that take a commit all the way to your audience.',
};

export interface KeyFeaturesProps {
  heading?: SectionHeading;
  /** Anchor #features on the landing page, where the header links to it. */
  anchor?: string;
  className?: string;
}

/** The six key features under a heading: the landing page's section, and the overview page's. */
export function KeyFeatures({
  heading = landing,
  anchor = 'features',
  className = 'py-section',
}: KeyFeaturesProps) {
  return (
    <MarketingSection anchor={anchor} heading={heading} className={className}>
      <FeatureGrid className="mt-14" />
    </MarketingSection>
  );
}
