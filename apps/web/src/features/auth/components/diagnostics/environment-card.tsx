import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** What the browser reports about itself. Nothing secret: no cookies, tokens or keys. */
function environment(): Array<[string, string]> {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'Unknown';
  return [
    ['App origin', window.location.origin],
    ['API base', '/api'],
    ['Timezone', timeZone],
    ['Language', navigator.language || 'Unknown'],
    ['Cookies', navigator.cookieEnabled ? 'Enabled' : 'Disabled'],
    ['User agent', navigator.userAgent],
  ];
}

export function EnvironmentCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Environment</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 text-sm">
          {environment().map(([term, value]) => (
            <div key={term} className="grid gap-0.5">
              <dt className="text-xs text-muted-foreground">{term}</dt>
              <dd className="font-mono text-xs break-all text-foreground">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
