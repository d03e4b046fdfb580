import { projectPagePaths, projectPaths, type Project } from '@shiplog/contract';
import { portableImageUrl } from '@shiplog/contract/images-basics';
import { useDocumentMeta } from '@/lib/seo';
import { repositoryUrl } from './project-links';

/** The loaded project's title, description and article metadata in the document head. */
export function useProjectMeta(project: Project): void {
  useDocumentMeta({
    title: project.name,
    description: project.description || `Updates from ${project.name}, built in public on Shiplog.`,
    path: projectPagePaths(project).page,
    // The same image crawlers get from the server: the banner, else the generated card.
    image: project.banner_url ? portableImageUrl(project.banner_url) : projectPaths(project.id).card,
    type: 'article',
    article: {
      publishedTime: project.created_at,
      modifiedTime: project.updated_at,
      author: project.user.username,
      codeRepository: project.repository_name ? repositoryUrl(project.repository_name) : undefined,
    },
    noindex: project.is_private,
  });
}
