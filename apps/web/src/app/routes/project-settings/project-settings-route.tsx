import { CustomDomainSection } from '@/features/domains/components/custom-domain-section';
import { ReviewRuleSection } from '@/features/drafts/components/review-rule-section';
import { ProjectSettingsPage } from '@/features/projects/pages/project-settings-page';
import { WaitlistManagementSection } from '@/features/project-waitlist/components/waitlist-management-section';
import { VoiceSettingsSection } from '@/features/voice/components/voice-settings-section';
import { WidgetSection } from '@/features/widget/components/widget-section';
import { OutboundWebhooksSection } from '@/features/outbound-webhooks/components/outbound-webhooks-section';
import { GithubIntegrationSection } from './github-integration-section';

/**
 * /projects/{projectId}/settings: the projects feature's settings page with the project-waitlist,
 * GitHub integration, review, voice, domains, widget and webhooks sections inside (features never import each other).
 */
export function ProjectSettingsRoute() {
  return (
    <ProjectSettingsPage
      renderWaitlist={(project) => <WaitlistManagementSection key={project.id} project={project} />}
      renderGithubIntegration={(project) => <GithubIntegrationSection key={project.id} project={project} />}
      renderReview={(project) => <ReviewRuleSection key={project.id} projectId={project.id} />}
      renderVoice={(project) => <VoiceSettingsSection key={project.id} projectId={project.id} />}
      renderCustomDomain={(project) => <CustomDomainSection key={project.id} projectId={project.id} />}
      renderWidget={(project) => <WidgetSection key={project.id} project={project} />}
      renderWebhooks={(project) => <OutboundWebhooksSection key={project.id} projectId={project.id} />}
    />
  );
}
