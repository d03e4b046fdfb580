/** Facts about the product shown in several places (footer, marketing, profile). */
export const site = {
  name: 'Shiplog',
  tagline: 'Turn your commits into stories.',
  contactEmail: 'hello@shiplog.dev',
  social: {
    github: 'https://github.com/shiplog',
    x: 'https://x.com/shiplog',
    linkedin: 'https://www.linkedin.com/company/shiplog',
    discord: 'https://discord.gg/shiplog',
  },
} as const;
