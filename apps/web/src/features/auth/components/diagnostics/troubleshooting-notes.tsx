import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

export interface TroubleshootingNotesProps {
  notes: Array<{ title: string; text: ReactNode }>;
}

export function TroubleshootingNotes({ notes }: TroubleshootingNotesProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Troubleshooting</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-4 text-sm sm:grid-cols-2">
          {notes.map((note) => (
            <li key={note.title} className="rounded-lg border border-border bg-background/40 p-4">
              <h3 className="font-medium">{note.title}</h3>
              <p className="mt-1 text-muted-foreground">{note.text}</p>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
