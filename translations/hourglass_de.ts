<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>CallTreePage</name>
    <message>
        <source>Call Tree</source>
        <translation>Aufrufbaum</translation>
    </message>
    <message>
        <source>Bottom-Up</source>
        <translation>Bottom-up</translation>
    </message>
</context>
<context>
    <name>CallersPage</name>
    <message>
        <source>Callers and Callees</source>
        <translation>Aufrufer und Aufgerufene</translation>
    </message>
</context>
<context>
    <name>ChromeTraceAssembler</name>
    <message>
        <source>the &quot;%1&quot; event lies more than 106 days from the trace&apos;s start; it is left out</source>
        <translation>das Ereignis „%1“ liegt mehr als 106 Tage nach dem Beginn des Traces; es wird ausgelassen</translation>
    </message>
    <message>
        <source>pid %1, tid %2</source>
        <translation>pid %1, tid %2</translation>
    </message>
    <message>
        <source>Thread</source>
        <translation>Thread</translation>
    </message>
    <message>
        <source>Thread %1</source>
        <translation>Thread %1</translation>
    </message>
    <message>
        <source>Process %1</source>
        <translation>Prozess %1</translation>
    </message>
    <message>
        <source>the end event (E) &quot;%1&quot; on %2 has no matching begin (B); it is ignored</source>
        <translation>das Endereignis (E) „%1“ auf %2 hat keinen passenden Beginn (B); es wird übergangen</translation>
    </message>
    <message>
        <source>the end event (E) &quot;%1&quot; on %2 closes &quot;%3&quot;, the innermost open begin (B)</source>
        <translation>das Endereignis (E) „%1“ auf %2 schließt „%3“, den innersten offenen Beginn (B)</translation>
    </message>
    <message>
        <source>the begin event (B) &quot;%1&quot; on %2 has no end (E)</source>
        <translation>das Beginnereignis (B) „%1“ auf %2 hat kein Ende (E)</translation>
    </message>
    <message>
        <source>%1 (pid %2)</source>
        <translation>%1 (pid %2)</translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) of phases this viewer does not show were skipped: %1</source>
        <translation>
            <numerusform>%n Ereignis einer Phase, die dieser Betrachter nicht zeigt, wurde übersprungen: %1</numerusform>
            <numerusform>%n Ereignisse von Phasen, die dieser Betrachter nicht zeigt, wurden übersprungen: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n element(s) of traceEvents are not event objects; they were skipped</source>
        <translation>
            <numerusform>%n Element von traceEvents ist kein Ereignisobjekt; es wurde übersprungen</numerusform>
            <numerusform>%n Elemente von traceEvents sind keine Ereignisobjekte; sie wurden übersprungen</numerusform>
        </translation>
    </message>
    <message>
        <source>Async</source>
        <translation>Asynchron</translation>
    </message>
    <message>
        <source>%1 (CPU profile)</source>
        <translation>%1 (CPU-Profil)</translation>
    </message>
</context>
<context>
    <name>ChromeTraceAsyncTracks</name>
    <message>
        <source>%1 in scope %2</source>
        <translation>%1 im Bereich %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; (id %2) on pid %3</source>
        <translation>„%1“ (id %2) auf pid %3</translation>
    </message>
    <message numerus="yes">
        <source>%n async slice(s) (b or S) were never ended (no e or F); they last to the trace&apos;s end. The first: %1</source>
        <translation>
            <numerusform>%n asynchrone Spanne (b oder S) wurde nie beendet (kein e oder F); sie reicht bis zum Ende des Traces. Die erste: %1</numerusform>
            <numerusform>%n asynchrone Spannen (b oder S) wurden nie beendet (kein e oder F); sie reichen bis zum Ende des Traces. Die erste: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n async end event(s) (e or F) end no open slice of their id and name; they are ignored. The first: %1</source>
        <translation>
            <numerusform>%n asynchrones Endereignis (e oder F) beendet keine offene Spanne seiner id und seines Namens; es wird übergangen. Das erste: %1</numerusform>
            <numerusform>%n asynchrone Endereignisse (e oder F) beenden keine offene Spanne ihrer id und ihres Namens; sie werden übergangen. Das erste: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n async step(s) (T or p) have no open slice of their id; they are ignored. The first: %1</source>
        <translation>
            <numerusform>%n asynchroner Schritt (T oder p) hat keine offene Spanne seiner id; er wird übergangen. Der erste: %1</numerusform>
            <numerusform>%n asynchrone Schritte (T oder p) haben keine offene Spanne ihrer id; sie werden übergangen. Der erste: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n async event(s) have no id (id or id2); they are ignored</source>
        <translation>
            <numerusform>%n asynchrones Ereignis hat keine id (id oder id2); es wird übergangen</numerusform>
            <numerusform>%n asynchrone Ereignisse haben keine id (id oder id2); sie werden übergangen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChromeTraceFlows</name>
    <message numerus="yes">
        <source>%n flow event(s) (s/t/f) found no slice on their thread to bind to; their flows miss that link</source>
        <translation>
            <numerusform>%n Flussereignis (s/t/f) fand keine Spanne auf seinem Thread, an die es sich binden kann; seinem Fluss fehlt diese Verbindung</numerusform>
            <numerusform>%n Flussereignisse (s/t/f) fanden keine Spanne auf ihrem Thread, an die sie sich binden können; ihren Flüssen fehlt diese Verbindung</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n flow step(s) or end(s) have no flow started before them (no s or flow_out); they are ignored</source>
        <translation>
            <numerusform>%n Flussschritt oder -ende hat keinen zuvor begonnenen Fluss (kein s oder flow_out); er wird übergangen</numerusform>
            <numerusform>%n Flussschritte oder -enden haben keinen zuvor begonnenen Fluss (kein s oder flow_out); sie werden übergangen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n flow(s) were started and never ended (no f or flow_in)</source>
        <translation>
            <numerusform>%n Fluss wurde begonnen und nie beendet (kein f oder flow_in)</numerusform>
            <numerusform>%n Flüsse wurden begonnen und nie beendet (kein f oder flow_in)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n flow link(s) lead from a slice to itself (both events bind to it); they are not shown</source>
        <translation>
            <numerusform>%n Flussverbindung führt von einer Spanne zu ihr selbst (beide Ereignisse binden sich an sie); sie wird nicht gezeigt</numerusform>
            <numerusform>%n Flussverbindungen führen von einer Spanne zu ihr selbst (beide Ereignisse binden sich an sie); sie werden nicht gezeigt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n flow event(s) have no id; they are ignored</source>
        <translation>
            <numerusform>%n Flussereignis hat keine id; es wird übergangen</numerusform>
            <numerusform>%n Flussereignisse haben keine id; sie werden übergangen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChromeTraceParser</name>
    <message>
        <source>the &quot;%1&quot; event (ph &quot;%2&quot;) has no usable ts; it is left out</source>
        <translation>das Ereignis „%1“ (ph „%2“) hat keinen brauchbaren ts; es wird ausgelassen</translation>
    </message>
    <message>
        <source>a sample of the trace&apos;s &quot;samples&quot; has no usable ts; it is left out</source>
        <translation>ein Sample in „samples“ des Traces hat keinen brauchbaren ts; es wird ausgelassen</translation>
    </message>
</context>
<context>
    <name>ChromeTraceReader</name>
    <message>
        <source>the file holds no trace events (it is empty)</source>
        <translation>die Datei enthält keine Trace-Ereignisse (sie ist leer)</translation>
    </message>
    <message>
        <source>the event array has no closing &quot;]&quot; (the format allows that); it was read to its end</source>
        <translation>dem Ereignis-Array fehlt die schließende „]“ (das Format erlaubt das); es wurde bis zum Ende gelesen</translation>
    </message>
    <message>
        <source>a Chrome trace is a JSON object with &quot;traceEvents&quot; or an array of events, not this</source>
        <translation>ein Chrome-Trace ist ein JSON-Objekt mit „traceEvents“ oder ein Array von Ereignissen, nicht dies</translation>
    </message>
    <message>
        <source>&quot;traceEvents&quot; is not an array of events</source>
        <translation>„traceEvents“ ist kein Array von Ereignissen</translation>
    </message>
    <message>
        <source>the trace&apos;s &quot;%1&quot; are not shown</source>
        <translation>die „%1“ des Traces werden nicht gezeigt</translation>
    </message>
    <message>
        <source>this JSON object has no &quot;traceEvents&quot; array, so it is no Chrome trace</source>
        <translation>dieses JSON-Objekt hat kein Array „traceEvents“, es ist also kein Chrome-Trace</translation>
    </message>
    <message>
        <source>the event array is not closed</source>
        <translation>das Ereignis-Array ist nicht geschlossen</translation>
    </message>
</context>
<context>
    <name>ChromeTraceSamples</name>
    <message>
        <source>pid %1, tid %2</source>
        <translation>pid %1, tid %2</translation>
    </message>
    <message>
        <source>%1 (pid %2, tid %3)</source>
        <translation>%1 (pid %2, tid %3)</translation>
    </message>
    <message>
        <source>CPU profile %1 of %2</source>
        <translation>CPU-Profil %1 von %2</translation>
    </message>
    <message>
        <source>%1: no Profile event says which thread was profiled; the samples are shown on the thread that wrote them</source>
        <translation>%1: kein Profile-Ereignis sagt, welcher Thread profiliert wurde; die Samples werden auf dem Thread gezeigt, der sie schrieb</translation>
    </message>
    <message numerus="yes">
        <source>%n sample(s) name a stack frame (&quot;sf&quot;) that &quot;stackFrames&quot; does not have; they are kept without a stack</source>
        <translation>
            <numerusform>%n Sample nennt einen Stack-Frame („sf“), den „stackFrames“ nicht hat; es bleibt ohne Stack</numerusform>
            <numerusform>%n Samples nennen Stack-Frames („sf“), die „stackFrames“ nicht hat; sie bleiben ohne Stack</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sample(s) lie more than 106 days from the trace&apos;s start; they are left out</source>
        <translation>
            <numerusform>%n Sample liegt mehr als 106 Tage nach dem Beginn des Traces; es wird ausgelassen</numerusform>
            <numerusform>%n Samples liegen mehr als 106 Tage nach dem Beginn des Traces; sie werden ausgelassen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChromeTraceWriter</name>
    <message>
        <source>Chrome trace events need times, and this profile has only sample counts without times (or nothing)</source>
        <translation>Chrome-Trace-Ereignisse brauchen Zeiten, und dieses Profil hat nur Sample-Zahlen ohne Zeiten (oder nichts)</translation>
    </message>
</context>
<context>
    <name>ColorLegend</name>
    <message>
        <source>Other (colour by name)</source>
        <translation>Sonstiges (Farbe nach Name)</translation>
    </message>
    <message>
        <source>Application code</source>
        <translation>Anwendungscode</translation>
    </message>
    <message>
        <source>System and library code</source>
        <translation>System- und Bibliothekscode</translation>
    </message>
</context>
<context>
    <name>Comparison</name>
    <message>
        <source>new</source>
        <translation>neu</translation>
    </message>
    <message>
        <source>(all)</source>
        <translation>(alle)</translation>
    </message>
</context>
<context>
    <name>FirefoxProfilerReader</name>
    <message>
        <source>this Firefox Profiler file is of processed-profile version %1; Hourglass reads versions up to %2. Open it in the Firefox Profiler and save it again, or update Hourglass</source>
        <translation>diese Firefox-Profiler-Datei hat die Version %1 des verarbeiteten Formats; Hourglass liest Versionen bis %2. Öffnen Sie sie im Firefox Profiler und speichern Sie sie erneut, oder aktualisieren Sie Hourglass</translation>
    </message>
    <message>
        <source>this Gecko profile is of version %1, newer than the %2 this reader knows: what changed may be missing</source>
        <translation>dieses Gecko-Profil hat die Version %1, neuer als die %2, die dieser Leser kennt: Geändertes kann fehlen</translation>
    </message>
    <message>
        <source>the threads of this profile are JSON strings, as Firefox 47 and earlier wrote them, which this reader does not read</source>
        <translation>die Threads dieses Profils sind JSON-Zeichenketten, wie Firefox 47 und älter sie schrieb; diese liest dieser Leser nicht</translation>
    </message>
    <message>
        <source>the profile has no threads</source>
        <translation>das Profil hat keine Threads</translation>
    </message>
    <message numerus="yes">
        <source>%n thread(s) or subprocess(es) written as JSON strings (Firefox 47 and earlier) were left out</source>
        <translation>
            <numerusform>%n als JSON-Zeichenkette geschriebener Thread oder Unterprozess (Firefox 47 und älter) wurde ausgelassen</numerusform>
            <numerusform>%n als JSON-Zeichenketten geschriebene Threads oder Unterprozesse (Firefox 47 und älter) wurden ausgelassen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n reference(s) to strings the string table does not have; they are shown as &quot;?&quot;</source>
        <translation>
            <numerusform>%n Verweis auf eine Zeichenkette, die die Zeichenkettentabelle nicht hat; sie wird als „?“ gezeigt</numerusform>
            <numerusform>%n Verweise auf Zeichenketten, die die Zeichenkettentabelle nicht hat; sie werden als „?“ gezeigt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stack(s) or function(s) refer to frames or functions that do not exist; shown as &quot;?&quot;</source>
        <translation>
            <numerusform>%n Stack oder Funktion verweist auf nicht vorhandene Frames oder Funktionen; als „?“ gezeigt</numerusform>
            <numerusform>%n Stacks oder Funktionen verweisen auf nicht vorhandene Frames oder Funktionen; als „?“ gezeigt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sample(s) or stack(s) refer to stacks that do not exist; they are left without a stack</source>
        <translation>
            <numerusform>%n Sample oder Stack verweist auf einen nicht vorhandenen Stack; es bleibt ohne Stack</numerusform>
            <numerusform>%n Samples oder Stacks verweisen auf nicht vorhandene Stacks; sie bleiben ohne Stack</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sample(s) or marker(s) without a usable time were left out</source>
        <translation>
            <numerusform>%n Sample oder Marker ohne brauchbare Zeit wurde ausgelassen</numerusform>
            <numerusform>%n Samples oder Marker ohne brauchbare Zeit wurden ausgelassen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n interval end marker(s) had no start; they start at the start of the thread</source>
        <translation>
            <numerusform>%n Intervall-Endmarker hatte keinen Beginn; er beginnt mit dem Thread</numerusform>
            <numerusform>%n Intervall-Endmarker hatten keinen Beginn; sie beginnen mit dem Thread</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n interval start marker(s) were never ended; they end with the thread</source>
        <translation>
            <numerusform>%n Intervall-Startmarker wurde nie beendet; er endet mit dem Thread</numerusform>
            <numerusform>%n Intervall-Startmarker wurden nie beendet; sie enden mit dem Thread</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sample weight(s) were negative, fractional or too large and were rounded into range</source>
        <translation>
            <numerusform>%n Sample-Gewicht war negativ, gebrochen oder zu groß und wurde in den gültigen Bereich gerundet</numerusform>
            <numerusform>%n Sample-Gewichte waren negativ, gebrochen oder zu groß und wurden in den gültigen Bereich gerundet</numerusform>
        </translation>
    </message>
    <message>
        <source>thread &quot;%1&quot;: the stack table&apos;s &quot;frame&quot; column has %2 entries but its prefix column %3</source>
        <translation>Thread „%1“: die Spalte „frame“ der Stack-Tabelle hat %2 Einträge, ihre Präfix-Spalte aber %3</translation>
    </message>
    <message>
        <source>thread &quot;%1&quot;: stack %2 is its own caller (the stack table&apos;s prefixes form a loop)</source>
        <translation>Thread „%1“: Stack %2 ist sein eigener Aufrufer (die Präfixe der Stack-Tabelle bilden eine Schleife)</translation>
    </message>
    <message>
        <source>thread %1</source>
        <translation>Thread %1</translation>
    </message>
    <message>
        <source>thread &quot;%1&quot;: no strings: a processed profile of version %2 keeps them in &quot;shared.stringArray&quot;</source>
        <translation>Thread „%1“: keine Zeichenketten: ein verarbeitetes Profil der Version %2 hält sie in „shared.stringArray“</translation>
    </message>
    <message>
        <source>Thread %1</source>
        <translation>Thread %1</translation>
    </message>
    <message>
        <source>Process %1</source>
        <translation>Prozess %1</translation>
    </message>
    <message>
        <source>%1 (pid %2)</source>
        <translation>%1 (pid %2)</translation>
    </message>
    <message>
        <source>thread &quot;%1&quot;: the samples table has %2 stacks but %3 times</source>
        <translation>Thread „%1“: die Sample-Tabelle hat %2 Stacks, aber %3 Zeiten</translation>
    </message>
    <message>
        <source>thread &quot;%1&quot;: the samples table has %2 stacks but %3 weights</source>
        <translation>Thread „%1“: die Sample-Tabelle hat %2 Stacks, aber %3 Gewichte</translation>
    </message>
    <message>
        <source>thread &quot;%1&quot;: the samples table has %2 stacks but %3 CPU deltas</source>
        <translation>Thread „%1“: die Sample-Tabelle hat %2 Stacks, aber %3 CPU-Deltas</translation>
    </message>
    <message>
        <source>%1 markers</source>
        <translation>%1 Marker</translation>
    </message>
    <message>
        <source>expected a JSON object with &quot;meta&quot; and &quot;threads&quot; (a Firefox Profiler file)</source>
        <translation>JSON-Objekt mit „meta“ und „threads“ erwartet (eine Firefox-Profiler-Datei)</translation>
    </message>
    <message>
        <source>subprocess profiles</source>
        <translation>Profile von Unterprozessen</translation>
    </message>
</context>
<context>
    <name>FirefoxProfilerWriter</name>
    <message>
        <source>Firefox Profiler files hold sampled call stacks; this profile has no samples</source>
        <translation>Firefox-Profiler-Dateien enthalten gesampelte Aufruf-Stacks; dieses Profil hat keine Samples</translation>
    </message>
    <message>
        <source>the profile mixes timed samples with untimed counts, which one Firefox Profiler file cannot hold</source>
        <translation>das Profil mischt zeitgestempelte Samples mit Anzahlen ohne Zeit, was eine Firefox-Profiler-Datei nicht fassen kann</translation>
    </message>
</context>
<context>
    <name>FlameChartPage</name>
    <message>
        <source>Flame Chart</source>
        <translation>Flame Chart</translation>
    </message>
</context>
<context>
    <name>FlameGraphPage</name>
    <message>
        <source>Flame Graph</source>
        <translation>Flame Graph</translation>
    </message>
</context>
<context>
    <name>FoldedStacksReader</name>
    <message>
        <source>Stacks</source>
        <translation>Stacks</translation>
    </message>
    <message>
        <source>not a stack followed by a count; the line is skipped</source>
        <translation>kein Stack mit folgender Anzahl; die Zeile wird übersprungen</translation>
    </message>
    <message>
        <source>the file holds no stacks: expected lines of frames separated by &apos;;&apos; and a count</source>
        <translation>die Datei enthält keine Stacks: erwartet werden Zeilen aus durch „;“ getrennten Frames und einer Anzahl</translation>
    </message>
    <message>
        <source>expected frames separated by &apos;;&apos;, a space and a count (&quot;main;parse 12&quot;), found &quot;%1&quot;</source>
        <translation>erwartet: durch „;“ getrennte Frames, ein Leerzeichen und eine Anzahl („main;parse 12“), gefunden: „%1“</translation>
    </message>
    <message numerus="yes">
        <source>%n more line(s) that are not stacks were skipped</source>
        <translation>
            <numerusform>%n weitere Zeile, die kein Stack ist, wurde übersprungen</numerusform>
            <numerusform>%n weitere Zeilen, die keine Stacks sind, wurden übersprungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n count(s) with decimals (or too large to keep) were rounded</source>
        <translation>
            <numerusform>%n Anzahl mit Nachkommastellen (oder zu groß) wurde gerundet</numerusform>
            <numerusform>%n Anzahlen mit Nachkommastellen (oder zu groß) wurden gerundet</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FoldedStacksWriter</name>
    <message>
        <source>the profile holds no spans, samples or timings to write as stacks</source>
        <translation>das Profil enthält keine Spannen, Samples oder Timings, die sich als Stacks schreiben ließen</translation>
    </message>
</context>
<context>
    <name>FormatModule</name>
    <message>
        <source>Chrome trace event JSON</source>
        <translation>Chrome-Trace-Event-JSON</translation>
    </message>
    <message>
        <source>Collapsed stacks (FlameGraph)</source>
        <translation>Zusammengefasste Stacks (FlameGraph)</translation>
    </message>
    <message>
        <source>MiniProfiler JSON</source>
        <translation>MiniProfiler-JSON</translation>
    </message>
    <message>
        <source>PocketMine-MP timings</source>
        <translation>PocketMine-MP-Timings</translation>
    </message>
    <message>
        <source>pprof (profile.proto)</source>
        <translation>pprof (profile.proto)</translation>
    </message>
    <message>
        <source>Sentry sample format</source>
        <translation>Sentry-Sample-Format</translation>
    </message>
    <message>
        <source>speedscope JSON</source>
        <translation>speedscope-JSON</translation>
    </message>
    <message>
        <source>Firefox TraceActor packets</source>
        <translation>Firefox-TraceActor-Pakete</translation>
    </message>
    <message>
        <source>XPlane (XSpace protobuf)</source>
        <translation>XPlane (XSpace-Protobuf)</translation>
    </message>
    <message>
        <source>Firefox Profiler</source>
        <translation>Firefox Profiler</translation>
    </message>
    <message>
        <source>V8 CPU profile</source>
        <translation>V8-CPU-Profil</translation>
    </message>
    <message>
        <source>perf script output</source>
        <translation>perf-script-Ausgabe</translation>
    </message>
    <message>
        <source>perf.data</source>
        <translation>perf.data</translation>
    </message>
    <message>
        <source>Gecko profile (Firefox Profiler, speedscope)</source>
        <translation>Gecko-Profil (Firefox Profiler, speedscope)</translation>
    </message>
</context>
<context>
    <name>FrameSearch</name>
    <message>
        <source>invalid regular expression: %1</source>
        <translation>ungültiger regulärer Ausdruck: %1</translation>
    </message>
</context>
<context>
    <name>FunctionListPage</name>
    <message>
        <source>Functions</source>
        <translation>Funktionen</translation>
    </message>
</context>
<context>
    <name>GeckoProfileWriter</name>
    <message>
        <source>a Gecko profile holds sampled call stacks, and this profile has none (it has spans or aggregated timings only)</source>
        <translation>ein Gecko-Profil enthält abgetastete Aufrufstapel, und dieses Profil hat keine (es hat nur Spannen oder aggregierte Zeiten)</translation>
    </message>
    <message>
        <source>a Gecko profile holds timed samples, and this profile&apos;s samples are counts without times (the Firefox Profiler&apos;s own format holds them)</source>
        <translation>ein Gecko-Profil enthält Samples mit Zeiten, und die Samples dieses Profils sind Zählungen ohne Zeiten (das eigene Format des Firefox Profilers kann sie aufnehmen)</translation>
    </message>
    <message>
        <source>speedscope shows only the first thread of this file, &quot;%1&quot;; the Firefox Profiler shows all %2</source>
        <translation>speedscope zeigt nur den ersten Thread dieser Datei, „%1“; der Firefox Profiler zeigt alle %2</translation>
    </message>
</context>
<context>
    <name>Gzip</name>
    <message>
        <source>cannot start the gzip decoder</source>
        <translation>der gzip-Decoder lässt sich nicht starten</translation>
    </message>
    <message>
        <source>corrupt gzip data (%1)</source>
        <translation>beschädigte gzip-Daten (%1)</translation>
    </message>
    <message>
        <source>the gzip data ends early: the file is truncated</source>
        <translation>die gzip-Daten enden zu früh: die Datei ist abgeschnitten</translation>
    </message>
    <message>
        <source>the decompressed data is larger than %1, half of the memory available: not opened, as it would exhaust memory (a gzip bomb?)</source>
        <translation>die entpackten Daten sind größer als %1, die Hälfte des verfügbaren Speichers: nicht geöffnet, da sie den Speicher erschöpfen würden (eine Gzip-Bombe?)</translation>
    </message>
    <message>
        <source>the decompressed data is larger than %1</source>
        <translation>die entpackten Daten sind größer als %1</translation>
    </message>
</context>
<context>
    <name>JsonDepthGuard</name>
    <message>
        <source>%1 nest deeper than %2 levels of JSON, more than this reader follows</source>
        <translation>%1 sind tiefer als %2 JSON-Ebenen verschachtelt, mehr als dieser Leser verfolgt</translation>
    </message>
</context>
<context>
    <name>JsonScanner</name>
    <message>
        <source>the file ends where %1 was expected</source>
        <translation>die Datei endet, wo %1 erwartet wurde</translation>
    </message>
    <message>
        <source>expected %1, found &apos;%2&apos;</source>
        <translation>%1 erwartet, gefunden: „%2“</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <source>&apos;,&apos; or &apos;}&apos;</source>
        <translation>„,“ oder „}“</translation>
    </message>
    <message>
        <source>the file ends inside an object</source>
        <translation>die Datei endet innerhalb eines Objekts</translation>
    </message>
    <message>
        <source>expected a member name in quotes</source>
        <translation>Name eines Elements in Anführungszeichen erwartet</translation>
    </message>
    <message>
        <source>&apos;:&apos;</source>
        <translation>„:“</translation>
    </message>
    <message>
        <source>&apos;,&apos; or &apos;]&apos;</source>
        <translation>„,“ oder „]“</translation>
    </message>
    <message>
        <source>the file ends inside an array</source>
        <translation>die Datei endet innerhalb eines Arrays</translation>
    </message>
    <message>
        <source>expected a JSON value</source>
        <translation>JSON-Wert erwartet</translation>
    </message>
    <message>
        <source>the file ends inside a string</source>
        <translation>die Datei endet innerhalb einer Zeichenkette</translation>
    </message>
    <message>
        <source>a \u escape needs four hexadecimal digits</source>
        <translation>ein \u-Escape braucht vier Hexadezimalziffern</translation>
    </message>
    <message>
        <source>unknown escape &apos;\%1&apos; in a string</source>
        <translation>unbekanntes Escape „\%1“ in einer Zeichenkette</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>Zeichenkette erwartet</translation>
    </message>
    <message>
        <source>the file ends where a number was expected</source>
        <translation>die Datei endet, wo eine Zahl erwartet wurde</translation>
    </message>
    <message>
        <source>expected a number, found &apos;%1&apos;</source>
        <translation>Zahl erwartet, gefunden: „%1“</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number</source>
        <translation>„%1“ ist keine Zahl</translation>
    </message>
    <message>
        <source>the value that starts here is not closed: the file ends inside it</source>
        <translation>der hier beginnende Wert wird nicht geschlossen: die Datei endet darin</translation>
    </message>
    <message>
        <source>unexpected text after the end of the JSON value</source>
        <translation>unerwarteter Text nach dem Ende des JSON-Werts</translation>
    </message>
    <message>
        <source>expected a column position in the table&apos;s schema</source>
        <translation>Spaltenposition im Schema der Tabelle erwartet</translation>
    </message>
    <message>
        <source>expected a table row: an array of values in the order of the schema</source>
        <translation>Tabellenzeile erwartet: ein Array von Werten in der Reihenfolge des Schemas</translation>
    </message>
</context>
<context>
    <name>JsonSequence</name>
    <message>
        <source>expected a JSON object or array, found &apos;%1&apos;</source>
        <translation>JSON-Objekt oder -Array erwartet, gefunden: „%1“</translation>
    </message>
    <message>
        <source>the JSON value that starts at byte %1 is not closed: the file ends inside it</source>
        <translation>der JSON-Wert, der bei Byte %1 beginnt, wird nicht geschlossen: die Datei endet darin</translation>
    </message>
    <message>
        <source>the file holds no JSON object</source>
        <translation>die Datei enthält kein JSON-Objekt</translation>
    </message>
</context>
<context>
    <name>MergeInputs</name>
    <message>
        <source>the folder holds no profile file</source>
        <translation>der Ordner enthält keine Profildatei</translation>
    </message>
    <message>
        <source>not loaded</source>
        <translation>nicht geladen</translation>
    </message>
    <message numerus="yes">
        <source> (and %n other file(s) could not be read)</source>
        <translation>
            <numerusform> (und %n weitere Datei konnte nicht gelesen werden)</numerusform>
            <numerusform> (und %n weitere Dateien konnten nicht gelesen werden)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MiniProfilerReader</name>
    <message>
        <source>expected a MiniProfiler result object or an array of them</source>
        <translation>MiniProfiler-Ergebnisobjekt oder ein Array davon erwartet</translation>
    </message>
    <message>
        <source>expected a MiniProfiler result object in the array</source>
        <translation>MiniProfiler-Ergebnisobjekt im Array erwartet</translation>
    </message>
    <message>
        <source>the array holds no MiniProfiler results</source>
        <translation>das Array enthält keine MiniProfiler-Ergebnisse</translation>
    </message>
</context>
<context>
    <name>MiniProfilerRequestAssembler</name>
    <message>
        <source>(unnamed request)</source>
        <translation>(unbenannte Anfrage)</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Anfragen</translation>
    </message>
    <message>
        <source>(unnamed step)</source>
        <translation>(unbenannter Schritt)</translation>
    </message>
    <message>
        <source>%1 (client)</source>
        <translation>%1 (Client)</translation>
    </message>
</context>
<context>
    <name>MiniProfilerRequestParser</name>
    <message>
        <source>not a MiniProfiler result: the object has no &quot;Root&quot; timing</source>
        <translation>kein MiniProfiler-Ergebnis: das Objekt hat kein „Root“-Timing</translation>
    </message>
    <message numerus="yes">
        <source>request &quot;%1&quot;: %n time value(s) were missing or not numbers and were read as 0</source>
        <translation>
            <numerusform>Anfrage „%1“: %n Zeitwert fehlte oder war keine Zahl und wurde als 0 gelesen</numerusform>
            <numerusform>Anfrage „%1“: %n Zeitwerte fehlten oder waren keine Zahlen und wurden als 0 gelesen</numerusform>
        </translation>
    </message>
    <message>
        <source>&quot;Root&quot; must be a timing object</source>
        <translation>„Root“ muss ein Timing-Objekt sein</translation>
    </message>
    <message>
        <source>&quot;Started&quot; is not a time this reader knows: &quot;%1&quot;</source>
        <translation>„Started“ ist keine diesem Leser bekannte Zeitangabe: „%1“</translation>
    </message>
    <message>
        <source>a &quot;Children&quot; entry must be a timing object</source>
        <translation>ein Eintrag in „Children“ muss ein Timing-Objekt sein</translation>
    </message>
    <message>
        <source>a custom timing of type &quot;%1&quot; must be an object</source>
        <translation>ein Custom Timing vom Typ „%1“ muss ein Objekt sein</translation>
    </message>
    <message>
        <source>&quot;Started&quot; is out of range (years 1677 to 2262): %1 ms</source>
        <translation>&quot;Started&quot; liegt außerhalb des Bereichs (Jahre 1677 bis 2262): %1 ms</translation>
    </message>
    <message>
        <source>&quot;Children&quot; steps</source>
        <translation>&quot;Children&quot;-Schritte</translation>
    </message>
</context>
<context>
    <name>MiniProfilerWriter</name>
    <message>
        <source>MiniProfiler results are trees of timed steps, and this profile has no spans (it holds only samples)</source>
        <translation>MiniProfiler-Ergebnisse sind Bäume zeitgemessener Schritte, und dieses Profil hat keine Spannen (nur Samples)</translation>
    </message>
</context>
<context>
    <name>OpFigures</name>
    <message>
        <source>Op statistics</source>
        <translation>Op-Statistik</translation>
    </message>
    <message>
        <source>Self ms</source>
        <translation>Eigen ms</translation>
    </message>
    <message>
        <source>Time in the op itself, without the ops it ran inside it</source>
        <translation>Zeit in der Op selbst, ohne die Ops, die in ihr liefen</translation>
    </message>
    <message>
        <source>Total ms</source>
        <translation>Gesamt ms</translation>
    </message>
    <message>
        <source>Time of every run of the op</source>
        <translation>Zeit aller Läufe der Op</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>How often the op ran</source>
        <translation>Wie oft die Op lief</translation>
    </message>
    <message>
        <source>Average µs</source>
        <translation>Mittel µs</translation>
    </message>
    <message>
        <source>Time of one run, on average</source>
        <translation>Zeit eines Laufs, im Mittel</translation>
    </message>
</context>
<context>
    <name>OpStatsPage</name>
    <message>
        <source>Op Statistics</source>
        <translation>Op-Statistik</translation>
    </message>
</context>
<context>
    <name>PerfCursor</name>
    <message>
        <source>%1 at byte %2: %3</source>
        <translation>%1 bei Byte %2: %3</translation>
    </message>
    <message>
        <source>%1 bytes are needed but only %2 are left: the file is truncated or corrupted</source>
        <translation>%1 Bytes werden gebraucht, aber nur %2 sind übrig: die Datei ist abgeschnitten oder beschädigt</translation>
    </message>
    <message>
        <source>the attributes section</source>
        <translation>der Attributabschnitt</translation>
    </message>
    <message>
        <source>an attribute&apos;s ids</source>
        <translation>die ids eines Attributs</translation>
    </message>
    <message>
        <source>the feature sections&apos; table</source>
        <translation>die Tabelle der Feature-Abschnitte</translation>
    </message>
    <message>
        <source>a feature section</source>
        <translation>ein Feature-Abschnitt</translation>
    </message>
    <message>
        <source>the perf.data header</source>
        <translation>der perf.data-Kopf</translation>
    </message>
    <message>
        <source>an attribute record</source>
        <translation>ein Attributdatensatz</translation>
    </message>
</context>
<context>
    <name>PerfDataFacts</name>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n CPU(s) online</source>
        <translation>
            <numerusform>%n CPU online</numerusform>
            <numerusform>%n CPUs online</numerusform>
        </translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>Recorded with</source>
        <translation>Aufgezeichnet mit</translation>
    </message>
    <message>
        <source>perf version</source>
        <translation>perf-Version</translation>
    </message>
    <message>
        <source>Compression</source>
        <translation>Kompression</translation>
    </message>
</context>
<context>
    <name>PerfDataReader</name>
    <message>
        <source>the ids of attribute %1 (%2 bytes at byte %3) lie outside the file</source>
        <translation>die ids des Attributs %1 (%2 Bytes bei Byte %3) liegen außerhalb der Datei</translation>
    </message>
    <message>
        <source>the perf.data has no event attributes, so its records cannot be read</source>
        <translation>die perf.data hat keine Ereignisattribute, ihre Datensätze lassen sich also nicht lesen</translation>
    </message>
    <message>
        <source>perf record did not finish this file (its header gives no size for the records): the records are read up to the end of the file</source>
        <translation>perf record hat diese Datei nicht abgeschlossen (ihr Kopf nennt keine Größe der Datensätze): die Datensätze werden bis zum Dateiende gelesen</translation>
    </message>
    <message>
        <source>the perf.data stream has no attribute records, so its samples cannot be read</source>
        <translation>der perf.data-Strom hat keine Attributdatensätze, seine Samples lassen sich also nicht lesen</translation>
    </message>
</context>
<context>
    <name>PerfDataWriting</name>
    <message>
        <source>perf.data is read only: only perf record writes it; save as perf script text, pprof or another format instead</source>
        <translation>perf.data wird nur gelesen: nur perf record schreibt sie; speichern Sie stattdessen als perf-script-Text, pprof oder in einem anderen Format</translation>
    </message>
</context>
<context>
    <name>PerfDwarfUnwinder</name>
    <message>
        <source>unwinding DWARF call graphs is supported on x86-64 and ARM64 only</source>
        <translation>DWARF-Aufrufgraphen lassen sich nur auf x86-64 und ARM64 abwickeln</translation>
    </message>
    <message>
        <source>the recording was made on %1 and this machine is %2: its DWARF call graphs cannot be unwound here</source>
        <translation>die Aufzeichnung wurde auf %1 gemacht und dieser Rechner ist %2: ihre DWARF-Aufrufgraphen lassen sich hier nicht abwickeln</translation>
    </message>
</context>
<context>
    <name>PerfEvents</name>
    <message>
        <source>the event &quot;%1&quot; records sample fields this reader does not know (sample_type bits %2), so its records cannot be read</source>
        <translation>das Ereignis „%1“ zeichnet Sample-Felder auf, die dieser Leser nicht kennt (sample_type-Bits %2), seine Datensätze lassen sich also nicht lesen</translation>
    </message>
</context>
<context>
    <name>PerfFeatures</name>
    <message>
        <source>a build id entry of %1 bytes, less than its fixed 36</source>
        <translation>ein Build-id-Eintrag von %1 Bytes, weniger als seine festen 36</translation>
    </message>
    <message>
        <source>event descriptions with attributes of %1 bytes, less than 64</source>
        <translation>Ereignisbeschreibungen mit Attributen von %1 Bytes, weniger als 64</translation>
    </message>
    <message>
        <source>an event description with %1 ids, more than its section holds</source>
        <translation>eine Ereignisbeschreibung mit %1 ids, mehr als ihr Abschnitt fasst</translation>
    </message>
    <message>
        <source>the table of the %1 feature sections (hostname, command line, build ids, ...) at byte %2 runs past the end of the file: they are left out</source>
        <translation>die Tabelle der %1 Feature-Abschnitte (Hostname, Befehlszeile, Build-ids, …) bei Byte %2 reicht über das Dateiende: sie werden ausgelassen</translation>
    </message>
    <message>
        <source>feature section %1 (%2 bytes at byte %3) lies outside the file: left out</source>
        <translation>Feature-Abschnitt %1 (%2 Bytes bei Byte %3) liegt außerhalb der Datei: ausgelassen</translation>
    </message>
    <message>
        <source>zstd, level %1</source>
        <translation>zstd, Stufe %1</translation>
    </message>
    <message>
        <source>type %1</source>
        <translation>Typ %1</translation>
    </message>
    <message>
        <source>feature section %1 cannot be read (%2): left out</source>
        <translation>Feature-Abschnitt %1 lässt sich nicht lesen (%2): ausgelassen</translation>
    </message>
</context>
<context>
    <name>PerfFileHeader</name>
    <message>
        <source>this perf.data was recorded on a machine of the other byte order (big-endian); only files of this machine&apos;s byte order can be read: convert it with perf on such a machine (perf script, perf inject)</source>
        <translation>diese perf.data wurde auf einem Rechner der anderen Byte-Reihenfolge (Big-Endian) aufgezeichnet; nur Dateien der Byte-Reihenfolge dieses Rechners lassen sich lesen: wandeln Sie sie mit perf auf einem solchen Rechner um (perf script, perf inject)</translation>
    </message>
    <message>
        <source>this perf.data has the first file format (PERFFILE) of perf before Linux 2.6.32, which is not supported</source>
        <translation>diese perf.data hat das erste Dateiformat (PERFFILE) von perf vor Linux 2.6.32, das nicht unterstützt wird</translation>
    </message>
    <message>
        <source>not a perf.data file: it does not begin with PERFILE2</source>
        <translation>keine perf.data-Datei: sie beginnt nicht mit PERFILE2</translation>
    </message>
    <message>
        <source>the file ends after %1 bytes, inside its %2-byte perf.data header: it is truncated</source>
        <translation>die Datei endet nach %1 Bytes, innerhalb ihres %2 Byte langen perf.data-Kopfs: sie ist abgeschnitten</translation>
    </message>
    <message>
        <source>the perf.data header gives its own size as %1 bytes, which is neither a pipe&apos;s header (16) nor a file&apos;s (at least %2)</source>
        <translation>der perf.data-Kopf nennt seine eigene Größe %1 Bytes, weder die eines Pipe-Kopfs (16) noch die eines Datei-Kopfs (mindestens %2)</translation>
    </message>
    <message>
        <source>the %1 section (%2 bytes at byte %3) runs past the end of the %4-byte file: the file is truncated or corrupted</source>
        <translation>der Abschnitt %1 (%2 Bytes bei Byte %3) reicht über das Ende der %4 Byte großen Datei: die Datei ist abgeschnitten oder beschädigt</translation>
    </message>
    <message>
        <source>attributes</source>
        <translation>Attribute</translation>
    </message>
    <message>
        <source>data</source>
        <translation>Daten</translation>
    </message>
    <message>
        <source>the perf.data header gives an attribute size of %1 bytes for an attributes section of %2 bytes; one takes at least 80 (a perf_event_attr of 64, the section of its ids 16)</source>
        <translation>der perf.data-Kopf nennt eine Attributgröße von %1 Bytes für einen Attributabschnitt von %2 Bytes; eines braucht mindestens 80 (ein perf_event_attr von 64, der Abschnitt seiner ids 16)</translation>
    </message>
</context>
<context>
    <name>PerfRecordDecoder</name>
    <message>
        <source>the recording holds more samples (over %1) than the memory available here can take</source>
        <translation>die Aufzeichnung enthält mehr Samples (über %1), als der hier verfügbare Speicher fassen kann</translation>
    </message>
    <message>
        <source>a mapping record too short for its fields</source>
        <translation>ein Mapping-Datensatz, zu kurz für seine Felder</translation>
    </message>
    <message>
        <source>a feature record without its feature&apos;s number</source>
        <translation>ein Feature-Datensatz ohne die Nummer seines Features</translation>
    </message>
    <message>
        <source>a build id record too short for its fields</source>
        <translation>ein Build-id-Datensatz, zu kurz für seine Felder</translation>
    </message>
    <message>
        <source>perf lost %1 events while recording (its buffers overflowed): the profile misses that many samples or records</source>
        <translation>perf hat beim Aufzeichnen %1 Ereignisse verloren (seine Puffer liefen über): dem Profil fehlen so viele Samples oder Datensätze</translation>
    </message>
    <message>
        <source>perf lost %1 samples while recording</source>
        <translation>perf hat beim Aufzeichnen %1 Samples verloren</translation>
    </message>
    <message>
        <source>%1 records could not be read and were skipped; the first, at byte %2: %3</source>
        <translation>%1 Datensätze ließen sich nicht lesen und wurden übersprungen; der erste, bei Byte %2: %3</translation>
    </message>
    <message>
        <source>%1 samples carry an event id no attribute of the file has: skipped</source>
        <translation>%1 Samples tragen eine Ereignis-id, die kein Attribut der Datei hat: übersprungen</translation>
    </message>
    <message>
        <source>%1 of %2 samples with a DWARF call graph could not be unwound (their files are not on this machine, or have no unwind tables): they show only where they stood</source>
        <translation>%1 von %2 Samples mit DWARF-Aufrufgraph ließen sich nicht abwickeln (ihre Dateien sind nicht auf diesem Rechner oder haben keine Abwicklungstabellen): sie zeigen nur, wo sie standen</translation>
    </message>
</context>
<context>
    <name>PerfRecordStream</name>
    <message>
        <source>%1 (type %2) gives its size as %3 bytes, less than its own 8-byte header: the file is corrupted</source>
        <translation>%1 (Typ %2) nennt seine Größe %3 Bytes, weniger als sein eigener 8-Byte-Kopf: die Datei ist beschädigt</translation>
    </message>
    <message>
        <source>the records end with %1 stray bytes at byte %2 where a record&apos;s 8-byte header was expected: the file is truncated or corrupted</source>
        <translation>die Datensätze enden mit %1 übrigen Bytes bei Byte %2, wo der 8-Byte-Kopf eines Datensatzes erwartet wurde: die Datei ist abgeschnitten oder beschädigt</translation>
    </message>
    <message>
        <source>the record at byte %1</source>
        <translation>der Datensatz bei Byte %1</translation>
    </message>
    <message>
        <source>the record at byte %1 (type %2) of %3 bytes runs past the end of the records (%4 bytes left): the file is truncated or corrupted</source>
        <translation>der Datensatz bei Byte %1 (Typ %2) von %3 Bytes reicht über das Ende der Datensätze (%4 Bytes übrig): die Datei ist abgeschnitten oder beschädigt</translation>
    </message>
    <message>
        <source>the data that follows the record at byte %1 (type %2, %3 bytes) runs past the end of the records: the file is truncated or corrupted</source>
        <translation>die Daten nach dem Datensatz bei Byte %1 (Typ %2, %3 Bytes) reichen über das Ende der Datensätze: die Datei ist abgeschnitten oder beschädigt</translation>
    </message>
    <message>
        <source>the compressed record at byte %1 gives %2 bytes of data but holds %3</source>
        <translation>der komprimierte Datensatz bei Byte %1 nennt %2 Bytes Daten, enthält aber %3</translation>
    </message>
    <message>
        <source>a record inside the compressed data of the record at byte %1</source>
        <translation>ein Datensatz in den komprimierten Daten des Datensatzes bei Byte %1</translation>
    </message>
    <message>
        <source>the compressed data of the record at byte %1 holds another compressed record</source>
        <translation>die komprimierten Daten des Datensatzes bei Byte %1 enthalten einen weiteren komprimierten Datensatz</translation>
    </message>
    <message>
        <source>the compressed records end inside a record (%1 bytes left over): the last records are missing</source>
        <translation>die komprimierten Datensätze enden innerhalb eines Datensatzes (%1 Bytes übrig): die letzten Datensätze fehlen</translation>
    </message>
</context>
<context>
    <name>PerfSampleAssembler</name>
    <message numerus="yes">
        <source>%n sample(s) more than 60 days after the first were left out</source>
        <translation>
            <numerusform>%n Sample mehr als 60 Tage nach dem ersten wurde ausgelassen</numerusform>
            <numerusform>%n Samples mehr als 60 Tage nach dem ersten wurden ausgelassen</numerusform>
        </translation>
    </message>
    <message>
        <source>the threads show %1; each other event is on tracks of its own (&quot;· event&quot;), chosen apart in the track list</source>
        <translation>die Threads zeigen %1; jedes andere Ereignis liegt auf eigenen Spuren („· Ereignis“), getrennt in der Spurliste wählbar</translation>
    </message>
    <message>
        <source>%1 (0, CPU %2)</source>
        <translation>%1 (0, CPU %2)</translation>
    </message>
    <message>
        <source>thread %1</source>
        <translation>Thread %1</translation>
    </message>
    <message>
        <source>process %1</source>
        <translation>Prozess %1</translation>
    </message>
</context>
<context>
    <name>PerfSampleRecord</name>
    <message>
        <source>its fields run past the end of the record (%1 bytes)</source>
        <translation>seine Felder reichen über das Ende des Datensatzes (%1 Bytes)</translation>
    </message>
</context>
<context>
    <name>PerfScriptFormat</name>
    <message>
        <source>Events</source>
        <translation>Ereignisse</translation>
    </message>
    <message>
        <source>Shown event</source>
        <translation>Gezeigtes Ereignis</translation>
    </message>
    <message>
        <source>Off-CPU time from</source>
        <translation>Off-CPU-Zeit aus</translation>
    </message>
</context>
<context>
    <name>PerfScriptReader</name>
    <message>
        <source>a call-chain line with no sample line before it; skipped</source>
        <translation>eine Aufrufketten-Zeile ohne vorangehende Sample-Zeile; übersprungen</translation>
    </message>
    <message>
        <source>not a line of perf script output (&quot;%1&quot;); skipped</source>
        <translation>keine Zeile einer perf-script-Ausgabe („%1“); übersprungen</translation>
    </message>
    <message>
        <source>expected a perf script sample line (&quot;comm tid time: event:&quot;), found &quot;%1&quot;</source>
        <translation>Sample-Zeile von perf script erwartet („comm tid zeit: ereignis:“), gefunden: „%1“</translation>
    </message>
    <message>
        <source>the file holds no perf samples: expected lines such as &quot;comm tid time: event:&quot; followed by their call chains</source>
        <translation>die Datei enthält keine perf-Samples: erwartet werden Zeilen wie „comm tid zeit: ereignis:“ mit ihren Aufrufketten</translation>
    </message>
    <message numerus="yes">
        <source>%n more line(s) that are not perf script output were skipped</source>
        <translation>
            <numerusform>%n weitere Zeile, die keine perf-script-Ausgabe ist, wurde übersprungen</numerusform>
            <numerusform>%n weitere Zeilen, die keine perf-script-Ausgabe sind, wurden übersprungen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PerfSymbolResolver</name>
    <message>
        <source> and %1 more</source>
        <translation> und %1 weitere</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) the recording ran are not on this machine, so their frames show as file+offset: %1</source>
        <translation>
            <numerusform>%n Datei, die die Aufzeichnung ausführte, ist nicht auf diesem Rechner; ihre Frames erscheinen als Datei+Offset: %1</numerusform>
            <numerusform>%n Dateien, die die Aufzeichnung ausführte, sind nicht auf diesem Rechner; ihre Frames erscheinen als Datei+Offset: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) on this machine differ from the ones recorded (another build id), so their frames show as file+offset: %1</source>
        <translation>
            <numerusform>%n Datei auf diesem Rechner unterscheidet sich von der aufgezeichneten (andere Build-id); ihre Frames erscheinen als Datei+Offset: %1</numerusform>
            <numerusform>%n Dateien auf diesem Rechner unterscheiden sich von den aufgezeichneten (andere Build-id); ihre Frames erscheinen als Datei+Offset: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>the kernel&apos;s functions cannot be named: /proc/kallsyms is not readable or hides its addresses (run as root, or lower kernel.kptr_restrict); kernel frames show as [kernel.kallsyms]+offset</source>
        <translation>die Funktionen des Kernels lassen sich nicht benennen: /proc/kallsyms ist nicht lesbar oder verbirgt seine Adressen (als root ausführen oder kernel.kptr_restrict senken); Kernel-Frames erscheinen als [kernel.kallsyms]+Offset</translation>
    </message>
    <message>
        <source>the recording&apos;s kernel is not the one running here, so its functions cannot be named; kernel frames show as [kernel.kallsyms]+offset</source>
        <translation>der Kernel der Aufzeichnung ist nicht der hier laufende, seine Funktionen lassen sich also nicht benennen; Kernel-Frames erscheinen als [kernel.kallsyms]+Offset</translation>
    </message>
</context>
<context>
    <name>PocketMineReader</name>
    <message>
        <source>the report has no &quot;Full Server Tick&quot; record, so ticks, TPS and load cannot be computed</source>
        <translation>der Bericht hat keinen Eintrag „Full Server Tick“, daher lassen sich Ticks, TPS und Last nicht berechnen</translation>
    </message>
    <message numerus="yes">
        <source>%n indented line(s) are not timer records and were skipped</source>
        <translation>
            <numerusform>%n eingerückte Zeile ist kein Timer-Eintrag und wurde übersprungen</numerusform>
            <numerusform>%n eingerückte Zeilen sind keine Timer-Einträge und wurden übersprungen</numerusform>
        </translation>
    </message>
    <message>
        <source>the &quot;Full Server Tick&quot; times add up to more than a profile can hold (106 days)</source>
        <translation>die Zeiten von &quot;Full Server Tick&quot; ergeben zusammen mehr, als ein Profil fassen kann (106 Tage)</translation>
    </message>
</context>
<context>
    <name>PocketMineReport</name>
    <message>
        <source>this is JSON (an Aikar/Paper timings v2 report?), not a PocketMine-MP timings report; paste-style text reports are supported, timings v2 JSON is not</source>
        <translation>dies ist JSON (ein Aikar/Paper-Timings-v2-Bericht?), kein PocketMine-MP-Timings-Bericht; unterstützt werden Textberichte, nicht Timings-v2-JSON</translation>
    </message>
    <message>
        <source>the &quot;Sample time&quot; line does not hold a time in nanoseconds</source>
        <translation>die Zeile „Sample time“ enthält keine Zeit in Nanosekunden</translation>
    </message>
    <message>
        <source>a timer record must be indented under a category: &quot;%1&quot;</source>
        <translation>ein Timer-Eintrag muss unter einer Kategorie eingerückt sein: „%1“</translation>
    </message>
    <message>
        <source>not a PocketMine-MP timings report: no timer records (&quot;Name Time: N Count: N Avg: N Violations: N&quot;) found</source>
        <translation>kein PocketMine-MP-Timings-Bericht: keine Timer-Einträge („Name Time: N Count: N Avg: N Violations: N“) gefunden</translation>
    </message>
    <message>
        <source>the report has no &quot;Sample time&quot; line; it is needed to compute TPS and load (is the file cut short?)</source>
        <translation>der Bericht hat keine Zeile „Sample time“; sie wird für TPS und Last gebraucht (ist die Datei abgeschnitten?)</translation>
    </message>
    <message>
        <source>the sample time %1 ns is longer than a profile can hold (106 days)</source>
        <translation>die Messdauer %1 ns ist länger, als ein Profil fassen kann (106 Tage)</translation>
    </message>
    <message>
        <source>the timer&apos;s time %1 ns is negative or longer than a profile can hold (106 days)</source>
        <translation>die Zeit des Timers, %1 ns, ist negativ oder länger, als ein Profil fassen kann (106 Tage)</translation>
    </message>
    <message>
        <source>a timer&apos;s name is longer than 4 GB</source>
        <translation>der Name eines Timers ist länger als 4 GB</translation>
    </message>
    <message>
        <source>the report has more than %1 different timers</source>
        <translation>der Bericht hat mehr als %1 verschiedene Timer</translation>
    </message>
</context>
<context>
    <name>PocketMineTree</name>
    <message>
        <source>Thread %1</source>
        <translation>Thread %1</translation>
    </message>
    <message>
        <source>Main thread</source>
        <translation>Hauptthread</translation>
    </message>
    <message>
        <source>Timings</source>
        <translation>Timings</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) name a ParentRecordId that is not in the report; they are shown at the top level</source>
        <translation>
            <numerusform>%n Eintrag nennt eine ParentRecordId, die im Bericht fehlt; er wird auf oberster Ebene gezeigt</numerusform>
            <numerusform>%n Einträge nennen eine ParentRecordId, die im Bericht fehlt; sie werden auf oberster Ebene gezeigt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n loop(s) of parent links were cut</source>
        <translation>
            <numerusform>%n Schleife von Elternverweisen wurde aufgetrennt</numerusform>
            <numerusform>%n Schleifen von Elternverweisen wurden aufgetrennt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PocketMineWriter</name>
    <message>
        <source>PocketMine-MP timings hold aggregated timer records, and this profile has none (it holds spans or samples)</source>
        <translation>PocketMine-MP-Timings enthalten zusammengefasste Timer-Einträge, und dieses Profil hat keine (nur Spannen oder Samples)</translation>
    </message>
    <message>
        <source>PocketMine-MP timings are measured per server tick, and this profile has no &quot;Full Server Tick&quot; record, without which a report has no ticks, TPS or load</source>
        <translation>PocketMine-MP-Timings werden je Server-Tick gemessen, und dieses Profil hat keinen Eintrag „Full Server Tick“, ohne den ein Bericht weder Ticks noch TPS noch Last hat</translation>
    </message>
</context>
<context>
    <name>PprofAssembler</name>
    <message>
        <source>corrupted pprof profile at byte %1: a sample refers to location %2, which the profile does not define</source>
        <translation>beschädigtes pprof-Profil bei Byte %1: ein Sample verweist auf Location %2, die das Profil nicht definiert</translation>
    </message>
    <message>
        <source>corrupted pprof profile at byte %1: location %2 refers to mapping %3, which the profile does not define</source>
        <translation>beschädigtes pprof-Profil bei Byte %1: Location %2 verweist auf Mapping %3, das das Profil nicht definiert</translation>
    </message>
    <message>
        <source>corrupted pprof profile at byte %1: location %2 refers to function %3, which the profile does not define</source>
        <translation>beschädigtes pprof-Profil bei Byte %1: Location %2 verweist auf Funktion %3, die das Profil nicht definiert</translation>
    </message>
    <message>
        <source>Samples</source>
        <translation>Samples</translation>
    </message>
    <message>
        <source>this pprof profile has samples but no sample types, so their values mean nothing</source>
        <translation>dieses pprof-Profil hat Samples, aber keine Sample-Typen, ihre Werte bedeuten also nichts</translation>
    </message>
    <message>
        <source>this pprof profile holds no samples</source>
        <translation>dieses pprof-Profil enthält keine Samples</translation>
    </message>
    <message>
        <source>a sample has %1 values for the profile&apos;s %2 sample types; it is left out</source>
        <translation>ein Sample hat %1 Werte für die %2 Sample-Typen des Profils; es wird ausgelassen</translation>
    </message>
    <message numerus="yes">
        <source>%n sample(s) with a negative %1 (a difference of profiles?) were left out</source>
        <translation>
            <numerusform>%n Sample mit negativem %1 (eine Profildifferenz?) wurde ausgelassen</numerusform>
            <numerusform>%n Samples mit negativem %1 (eine Profildifferenz?) wurden ausgelassen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sample value(s) are too large to hold in picoseconds; they were capped</source>
        <translation>
            <numerusform>%n Sample-Wert ist zu groß für Pikosekunden; er wurde begrenzt</numerusform>
            <numerusform>%n Sample-Werte sind zu groß für Pikosekunden; sie wurden begrenzt</numerusform>
        </translation>
    </message>
    <message>
        <source>the samples&apos; stacks add up to more than %1 frames, far more than a profile of this size holds: the file is corrupted</source>
        <translation>die Stacks der Samples ergeben zusammen mehr als %1 Frames, weit mehr, als ein Profil dieser Größe enthält: die Datei ist beschädigt</translation>
    </message>
    <message>
        <source>sample values add up to more than %1 × 2^32, far more than a profile holds: the file is corrupted</source>
        <translation>die Werte der Samples ergeben zusammen mehr als %1 × 2^32, weit mehr, als ein Profil enthält: die Datei ist beschädigt</translation>
    </message>
    <message>
        <source>some call paths&apos; times add up to more than picoseconds can hold (about 106 days); their totals were capped</source>
        <translation>die Zeiten einiger Aufrufpfade ergeben zusammen mehr, als Pikosekunden fassen können (etwa 106 Tage); ihre Summen wurden begrenzt</translation>
    </message>
</context>
<context>
    <name>PprofDecoder</name>
    <message>
        <source>this is no pprof profile: its string table %1</source>
        <translation>dies ist kein pprof-Profil: seine String-Tabelle %1</translation>
    </message>
    <message>
        <source>is missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>does not start with the empty string</source>
        <translation>beginnt nicht mit dem leeren String</translation>
    </message>
    <message>
        <source>corrupted pprof profile at byte %1: %2 refers to string %3, but the string table has %4</source>
        <translation>beschädigtes pprof-Profil bei Byte %1: %2 verweist auf String %3, aber die String-Tabelle hat %4</translation>
    </message>
</context>
<context>
    <name>PprofReader</name>
    <message>
        <source>the pprof profile is empty</source>
        <translation>das pprof-Profil ist leer</translation>
    </message>
</context>
<context>
    <name>PprofWriter</name>
    <message>
        <source>pprof holds call stacks with values, and this profile has no spans, samples or aggregated timings</source>
        <translation>pprof enthält Aufrufstacks mit Werten, und dieses Profil hat keine Spannen, Samples oder zusammengefassten Timings</translation>
    </message>
</context>
<context>
    <name>ProcessDwfl</name>
    <message>
        <source>Cannot start elfutils: %1</source>
        <translation>elfutils kann nicht gestartet werden: %1</translation>
    </message>
    <message>
        <source>Cannot read the memory map of process %1: %2</source>
        <translation>Die Speicherbelegung von Prozess %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Cannot read the memory map of process %1: it has no live thread left</source>
        <translation>Die Speicherbelegung von Prozess %1 kann nicht gelesen werden: er hat keinen lebenden Thread mehr</translation>
    </message>
</context>
<context>
    <name>ProcessSampler</name>
    <message>
        <source>the target %1</source>
        <translation>das Ziel %1</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>angehalten</translation>
    </message>
    <message>
        <source>the duration was reached</source>
        <translation>die Dauer ist erreicht</translation>
    </message>
    <message>
        <source>Cannot start the sampling clock: %1</source>
        <translation>Der Takt für die Stichproben kann nicht gestartet werden: %1</translation>
    </message>
</context>
<context>
    <name>ProfileContext</name>
    <message>
        <source>Transaction</source>
        <translation>Transaktion</translation>
    </message>
    <message>
        <source>Platform</source>
        <translation>Plattform</translation>
    </message>
    <message>
        <source>Release</source>
        <translation>Release</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>Umgebung</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <source>OS</source>
        <translation>Betriebssystem</translation>
    </message>
    <message>
        <source>Runtime</source>
        <translation>Laufzeit</translation>
    </message>
    <message>
        <source>Sample rate</source>
        <translation>Abtastrate</translation>
    </message>
    <message>
        <source>%1 Hz (observed)</source>
        <translation>%1 Hz (gemessen)</translation>
    </message>
    <message>
        <source>Measurements</source>
        <translation>Messwerte</translation>
    </message>
</context>
<context>
    <name>ProfileDiff</name>
    <message>
        <source>A measures time and B counts samples: only shares of each total compare</source>
        <translation>A misst Zeit und B zählt Samples: nur Anteile an der jeweiligen Gesamtsumme sind vergleichbar</translation>
    </message>
    <message>
        <source>A counts samples and B measures time: only shares of each total compare</source>
        <translation>A zählt Samples und B misst Zeit: nur Anteile an der jeweiligen Gesamtsumme sind vergleichbar</translation>
    </message>
    <message>
        <source>B names no modules: functions are matched by name alone</source>
        <translation>B nennt keine Module: Funktionen werden allein nach Namen zugeordnet</translation>
    </message>
    <message>
        <source>A names no modules: functions are matched by name alone</source>
        <translation>A nennt keine Module: Funktionen werden allein nach Namen zugeordnet</translation>
    </message>
</context>
<context>
    <name>ProfileLoader</name>
    <message>
        <source>cannot open the file: %1</source>
        <translation>die Datei lässt sich nicht öffnen: %1</translation>
    </message>
    <message>
        <source>this is a folder, not a profile file</source>
        <translation>dies ist ein Ordner, keine Profildatei</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>die Datei ist leer</translation>
    </message>
    <message>
        <source>unknown format: the content matches none of the readable formats (%1)</source>
        <translation>unbekanntes Format: der Inhalt passt zu keinem der lesbaren Formate (%1)</translation>
    </message>
    <message>
        <source>not enough memory to open this file</source>
        <translation>nicht genug Arbeitsspeicher, um diese Datei zu öffnen</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>die Datei lässt sich nicht lesen: %1</translation>
    </message>
    <message>
        <source>%1 of %2 read</source>
        <translation>%1 von %2 gelesen</translation>
    </message>
    <message>
        <source>not enough memory to read %1</source>
        <translation>nicht genug Speicher, um %1 zu lesen</translation>
    </message>
    <message>
        <source>cannot read the file past byte %1: %2</source>
        <translation>die Datei kann nach Byte %1 nicht weiter gelesen werden: %2</translation>
    </message>
</context>
<context>
    <name>ProfileSaver</name>
    <message>
        <source>no writable format has this file name&apos;s extension; writable formats: %1</source>
        <translation>kein schreibbares Format hat die Endung dieses Dateinamens; schreibbare Formate: %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a writable format; writable formats: %2</source>
        <translation>„%1“ ist kein schreibbares Format; schreibbare Formate: %2</translation>
    </message>
    <message>
        <source>not enough memory to write this profile</source>
        <translation>nicht genug Speicher, um dieses Profil zu schreiben</translation>
    </message>
    <message>
        <source>nothing of the profile is in the chosen part</source>
        <translation>nichts vom Profil liegt im gewählten Teil</translation>
    </message>
</context>
<context>
    <name>ProfileSummary</name>
    <message>
        <source>%1 more warnings</source>
        <translation>%1 weitere Warnungen</translation>
    </message>
    <message>
        <source>File:      %1
</source>
        <translation>Datei:     %1
</translation>
    </message>
    <message>
        <source>Format:    %1
</source>
        <translation>Format:    %1
</translation>
    </message>
    <message>
        <source>Duration:  %1
</source>
        <translation>Dauer:     %1
</translation>
    </message>
    <message>
        <source>Tracks:    %1
</source>
        <translation>Spuren:    %1
</translation>
    </message>
    <message>
        <source>Spans:     %1
</source>
        <translation>Spannen:   %1
</translation>
    </message>
    <message>
        <source>Samples:   %1
</source>
        <translation>Samples:   %1
</translation>
    </message>
    <message>
        <source>Warnings:  %1
</source>
        <translation>Warnungen: %1
</translation>
    </message>
    <message>
        <source>  track %1 [%2]: %3 spans, %4 samples
</source>
        <translation>  Spur %1 [%2]: %3 Spannen, %4 Samples
</translation>
    </message>
    <message>
        <source>  warning: %1
</source>
        <translation>  Warnung: %1
</translation>
    </message>
    <message>
        <source>Requests:  %1 (%2 steps, %3 custom timings, %4 client timings)
</source>
        <translation>Anfragen:  %1 (%2 Schritte, %3 Custom Timings, %4 Client-Timings)
</translation>
    </message>
    <message>
        <source>Records:   %1
</source>
        <translation>Einträge: %1
</translation>
    </message>
    <message>
        <source>Note:      %1
</source>
        <translation>Hinweis:   %1
</translation>
    </message>
    <message>
        <source>  track %1 [%2]: %3 records
</source>
        <translation>  Spur %1 [%2]: %3 Einträge
</translation>
    </message>
    <message>
        <source>Flows:     %1
</source>
        <translation>Flüsse:    %1
</translation>
    </message>
    <message>
        <source>  track %1 [%2]: %3 spans on %4 lanes, %5 samples
</source>
        <translation>  Spur %1 [%2]: %3 Spannen auf %4 Bahnen, %5 Samples
</translation>
    </message>
    <message>
        <source>Range:     %1 to %2
</source>
        <translation>Bereich:   %1 bis %2
</translation>
    </message>
    <message>
        <source>Duration:  none (samples without times)
</source>
        <translation>Dauer:     keine (Samples ohne Zeiten)
</translation>
    </message>
    <message>
        <source>Samples:   %1 (%2 distinct stacks)
</source>
        <translation>Samples:   %1 (%2 verschiedene Stacks)
</translation>
    </message>
    <message>
        <source>    CPU time: %1
</source>
        <translation>    CPU-Zeit: %1
</translation>
    </message>
</context>
<context>
    <name>ProtoCursor</name>
    <message>
        <source>corrupted or truncated protobuf at byte %1: %2</source>
        <translation>beschädigtes oder abgeschnittenes Protobuf bei Byte %1: %2</translation>
    </message>
    <message>
        <source>field %1 of %2 has wire type %3, which that field cannot have</source>
        <translation>Feld %1 von %2 hat den Wire-Typ %3, den dieses Feld nicht haben kann</translation>
    </message>
    <message>
        <source>a number runs past the end of its message</source>
        <translation>eine Zahl reicht über das Ende ihrer Nachricht hinaus</translation>
    </message>
    <message>
        <source>a number is longer than 10 bytes</source>
        <translation>eine Zahl ist länger als 10 Bytes</translation>
    </message>
    <message>
        <source>an 8-byte value runs past the end of its message</source>
        <translation>ein 8-Byte-Wert reicht über das Ende seiner Nachricht hinaus</translation>
    </message>
    <message>
        <source>a 4-byte value runs past the end of its message</source>
        <translation>ein 4-Byte-Wert reicht über das Ende seiner Nachricht hinaus</translation>
    </message>
    <message>
        <source>corrupted or truncated protobuf at byte %1: a length of %2 bytes runs past the end of its message (%3 bytes left)</source>
        <translation>beschädigtes oder abgeschnittenes Protobuf bei Byte %1: eine Länge von %2 Bytes reicht über das Ende ihrer Nachricht hinaus (%3 Bytes übrig)</translation>
    </message>
    <message>
        <source>a group field (wire type %1), which proto3 files never contain</source>
        <translation>ein Gruppenfeld (Wire-Typ %1), das proto3-Dateien nie enthalten</translation>
    </message>
    <message>
        <source>an unknown wire type %1</source>
        <translation>ein unbekannter Wire-Typ %1</translation>
    </message>
    <message>
        <source>a field number of %1, which protobuf does not allow</source>
        <translation>eine Feldnummer %1, die Protobuf nicht erlaubt</translation>
    </message>
</context>
<context>
    <name>PtraceTarget</name>
    <message>
        <source>No process with id %1.</source>
        <translation>Kein Prozess mit der ID %1.</translation>
    </message>
    <message>
        <source>Cannot trace thread %1 of process %2: %3.</source>
        <translation>Thread %1 von Prozess %2 kann nicht verfolgt werden: %3.</translation>
    </message>
    <message>
        <source>Process %1 is already traced by process %2 (%3); a process can have only one tracer, such as a debugger or another profiler.</source>
        <translation>Prozess %1 wird bereits von Prozess %2 (%3) verfolgt; ein Prozess kann nur einen Tracer haben, etwa einen Debugger oder einen anderen Profiler.</translation>
    </message>
    <message>
        <source>Permission denied to trace process %1 (%2).</source>
        <translation>Keine Berechtigung, Prozess %1 (%2) zu verfolgen.</translation>
    </message>
    <message>
        <source>Even root may not trace it: the kernel protects some processes (init, kernel threads), and a security module (SELinux, AppArmor) or a container may forbid ptrace.</source>
        <translation>Auch root darf ihn nicht verfolgen: Der Kernel schützt manche Prozesse (init, Kernel-Threads), und ein Sicherheitsmodul (SELinux, AppArmor) oder ein Container kann ptrace verbieten.</translation>
    </message>
    <message>
        <source>The kernel&apos;s ptrace_scope is %1, which only lets a process trace its own children: run `sudo sysctl kernel.yama.ptrace_scope=0`, run Hourglass as root or with CAP_SYS_PTRACE, or let Hourglass start the command.</source>
        <translation>ptrace_scope des Kernels ist %1, damit darf ein Prozess nur seine eigenen Kinder verfolgen: `sudo sysctl kernel.yama.ptrace_scope=0` ausführen, Hourglass als root oder mit CAP_SYS_PTRACE starten oder den Befehl von Hourglass starten lassen.</translation>
    </message>
    <message>
        <source>Tracing a process of another user needs root or the CAP_SYS_PTRACE capability.</source>
        <translation>Einen Prozess eines anderen Benutzers zu verfolgen erfordert root oder die Capability CAP_SYS_PTRACE.</translation>
    </message>
    <message>
        <source>Hourglass cannot record itself (process %1).</source>
        <translation>Hourglass kann sich nicht selbst aufzeichnen (Prozess %1).</translation>
    </message>
    <message>
        <source>No command to record.</source>
        <translation>Kein Befehl zum Aufzeichnen.</translation>
    </message>
    <message>
        <source>Cannot start %1: %2.</source>
        <translation>%1 kann nicht gestartet werden: %2.</translation>
    </message>
    <message>
        <source>Cannot trace %1: %2.</source>
        <translation>%1 kann nicht verfolgt werden: %2.</translation>
    </message>
    <message>
        <source>%1 ended before it started: %2.</source>
        <translation>%1 endete, bevor es startete: %2.</translation>
    </message>
    <message>
        <source>killed by %1</source>
        <translation>durch %1 beendet</translation>
    </message>
    <message>
        <source>exited with status %1</source>
        <translation>mit Status %1 beendet</translation>
    </message>
</context>
<context>
    <name>RecordingFile</name>
    <message>
        <source>%1: cannot write: %2</source>
        <translation>%1: lässt sich nicht schreiben: %2</translation>
    </message>
</context>
<context>
    <name>RequestsPage</name>
    <message>
        <source>Requests</source>
        <translation>Anfragen</translation>
    </message>
</context>
<context>
    <name>SentryEnvelope</name>
    <message>
        <source>expected an envelope item header (a JSON object on one line)</source>
        <translation>Kopfzeile eines Envelope-Eintrags erwartet (ein JSON-Objekt in einer Zeile)</translation>
    </message>
    <message>
        <source>the envelope item says it is %1 bytes long, but only %2 bytes follow</source>
        <translation>der Envelope-Eintrag gibt %1 Bytes Länge an, es folgen aber nur %2 Bytes</translation>
    </message>
</context>
<context>
    <name>SentryReader</name>
    <message>
        <source>no &quot;profile&quot; member: not a Sentry sample-format profile</source>
        <translation>kein Element „profile“: kein Profil im Sentry-Sample-Format</translation>
    </message>
    <message>
        <source>the profile lists %1 transactions; the first one is shown</source>
        <translation>das Profil nennt %1 Transaktionen; die erste wird angezeigt</translation>
    </message>
    <message>
        <source>no transaction: Sentry drops profiles without an associated transaction</source>
        <translation>keine Transaktion: Sentry verwirft Profile ohne zugehörige Transaktion</translation>
    </message>
    <message>
        <source>the profile has no samples</source>
        <translation>das Profil enthält keine Samples</translation>
    </message>
    <message>
        <source>%1 sample(s) have a stack_id outside the %2 stacks; they were skipped</source>
        <translation>%1 Sample(s) haben eine stack_id außerhalb der %2 Stacks; sie wurden übersprungen</translation>
    </message>
    <message>
        <source>%1 sample(s) have no usable time; they were skipped</source>
        <translation>%1 Sample(s) haben keine verwendbare Zeit; sie wurden übersprungen</translation>
    </message>
    <message>
        <source>the profile has fewer than 2 samples; Sentry drops such profiles</source>
        <translation>das Profil hat weniger als 2 Samples; Sentry verwirft solche Profile</translation>
    </message>
    <message>
        <source>the profile spans %1, more than the 30 s Sentry accepts</source>
        <translation>das Profil umfasst %1, mehr als die 30 s, die Sentry annimmt</translation>
    </message>
    <message>
        <source>Thread %1</source>
        <translation>Thread %1</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>Threads</translation>
    </message>
    <message>
        <source>expected a JSON object with a Sentry profile</source>
        <translation>JSON-Objekt mit einem Sentry-Profil erwartet</translation>
    </message>
    <message>
        <source>&quot;profile&quot; must be an object</source>
        <translation>„profile“ muss ein Objekt sein</translation>
    </message>
    <message>
        <source>the profile data is an Android ART method trace (base64 in a string), which this version cannot decode</source>
        <translation>die Profildaten sind ein Android-ART-Methoden-Trace (Base64 in einer Zeichenkette), den diese Version nicht dekodieren kann</translation>
    </message>
    <message>
        <source>the JSON-encoded &quot;profile&quot; string does not hold an object</source>
        <translation>die JSON-kodierte Zeichenkette „profile“ enthält kein Objekt</translation>
    </message>
    <message>
        <source>in the JSON-encoded &quot;profile&quot; string, at its byte %1: %2</source>
        <translation>in der JSON-kodierten Zeichenkette „profile“, bei deren Byte %1: %2</translation>
    </message>
    <message>
        <source>%1 (thread %2)</source>
        <translation>%1 (Thread %2)</translation>
    </message>
    <message>
        <source>%1 frame reference(s) in the stacks point outside the %2 frames; they were skipped</source>
        <translation>%1 Frame-Verweis(e) in den Stacks zeigen außerhalb der %2 Frames; sie wurden übersprungen</translation>
    </message>
    <message>
        <source>%1 sample(s) have no stack; they were skipped</source>
        <translation>%1 Sample(s) haben keinen Stack; sie wurden übersprungen</translation>
    </message>
    <message>
        <source>%1 sample(s) are earlier than the sample before them on the same thread; they are shown in time order</source>
        <translation>%1 Sample(s) liegen zeitlich vor dem vorherigen Sample desselben Threads; sie werden in Zeitreihenfolge gezeigt</translation>
    </message>
    <message>
        <source>metadata Sentry requires is missing: %1</source>
        <translation>von Sentry verlangte Metadaten fehlen: %1</translation>
    </message>
    <message>
        <source>the transaction item of the envelope is not valid JSON: %1</source>
        <translation>der Transaktionseintrag des Envelopes ist kein gültiges JSON: %1</translation>
    </message>
    <message>
        <source>the Sentry envelope holds no profile or profile_chunk item (its items: %1)</source>
        <translation>das Sentry-Envelope enthält keinen profile- oder profile_chunk-Eintrag (seine Einträge: %1)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>the envelope holds %1 profiles; the first one is shown</source>
        <translation>das Envelope enthält %1 Profile; das erste wird gezeigt</translation>
    </message>
</context>
<context>
    <name>SentryWriter</name>
    <message>
        <source>the Sentry sample format holds timed stack samples, and this profile has none (it has spans or aggregated counts only)</source>
        <translation>das Sentry-Sample-Format enthält zeitgestempelte Stack-Samples, und dieses Profil hat keine (nur Spans oder aggregierte Zählungen)</translation>
    </message>
    <message>
        <source>unnamed transaction</source>
        <translation>unbenannte Transaktion</translation>
    </message>
</context>
<context>
    <name>ServerTimings</name>
    <message>
        <source>TPS is under 19 while the main thread is busy only %1 % of the time: the lag does not come from the timed work (look at garbage collection, the host machine or other processes)</source>
        <translation>TPS unter 19, obwohl der Hauptthread nur %1 % der Zeit beschäftigt ist: die Verzögerung kommt nicht aus der gemessenen Arbeit (Speicherbereinigung, Host-Rechner oder andere Prozesse prüfen)</translation>
    </message>
    <message>
        <source>TPS is under 19: the server is overloaded and cannot keep up with 20 ticks a second</source>
        <translation>TPS unter 19: der Server ist überlastet und schafft keine 20 Ticks pro Sekunde</translation>
    </message>
    <message>
        <source>The sample is very short (%1 s); run timings for at least a minute for representative figures</source>
        <translation>Die Messung ist sehr kurz (%1 s); für aussagekräftige Werte Timings mindestens eine Minute laufen lassen</translation>
    </message>
    <message>
        <source>Minecraft</source>
        <translation>Minecraft</translation>
    </message>
    <message>
        <source>PocketMine-MP</source>
        <translation>PocketMine-MP</translation>
    </message>
    <message>
        <source>Sample</source>
        <translation>Messzeit</translation>
    </message>
    <message>
        <source>%1 s, %2 ticks</source>
        <translation>%1 s, %2 Ticks</translation>
    </message>
    <message>
        <source>TPS</source>
        <translation>TPS</translation>
    </message>
    <message>
        <source>Main-thread load</source>
        <translation>Last des Hauptthreads</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Entities (avg)</source>
        <translation>Entitäten (Mittel)</translation>
    </message>
    <message>
        <source>Players (avg)</source>
        <translation>Spieler (Mittel)</translation>
    </message>
</context>
<context>
    <name>SpeedscopeProfileReader</name>
    <message>
        <source>profile %1 (&quot;%2&quot;): %3</source>
        <translation>Profil %1 („%2“): %3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number of %2 that fits</source>
        <translation>„%1“ ist keine passende Zahl von %2</translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation>Objekt erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>unknown unit &quot;%1&quot; (expected nanoseconds, microseconds, milliseconds, seconds, bytes or none)</source>
        <translation>unbekannte Einheit „%1“ (erwartet: nanoseconds, microseconds, milliseconds, seconds, bytes oder none)</translation>
    </message>
    <message>
        <source>Profile %1</source>
        <translation>Profil %1</translation>
    </message>
    <message>
        <source>expected &quot;type&quot;: &quot;evented&quot; or &quot;sampled&quot;, found &quot;%1&quot;</source>
        <translation>erwartet: „type“: „evented“ oder „sampled“, gefunden: „%1“</translation>
    </message>
    <message numerus="yes">
        <source>profile %1 (&quot;%2&quot;): %n reference(s) to frames that &quot;shared.frames&quot; does not have were left out</source>
        <translation>
            <numerusform>Profil %1 („%2“): %n Verweis auf einen Frame, den „shared.frames“ nicht hat, wurde ausgelassen</numerusform>
            <numerusform>Profil %1 („%2“): %n Verweise auf Frames, die „shared.frames“ nicht hat, wurden ausgelassen</numerusform>
        </translation>
    </message>
    <message>
        <source>an evented profile needs &quot;events&quot;: [...]</source>
        <translation>ein evented-Profil braucht „events“: [...]</translation>
    </message>
    <message>
        <source>event %1: expected {&quot;type&quot;: &quot;O&quot; or &quot;C&quot;, &quot;at&quot;: time, &quot;frame&quot;: index}</source>
        <translation>Ereignis %1: erwartet {„type“: „O“ oder „C“, „at“: Zeit, „frame“: Index}</translation>
    </message>
    <message numerus="yes">
        <source>profile %1 (&quot;%2&quot;): %n frame(s) were never closed; they end at the end of the profile</source>
        <translation>
            <numerusform>Profil %1 („%2“): %n Frame wurde nie geschlossen; er endet am Ende des Profils</numerusform>
            <numerusform>Profil %1 („%2“): %n Frames wurden nie geschlossen; sie enden am Ende des Profils</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>profile %1 (&quot;%2&quot;): %n close event(s) did not match the innermost open frame</source>
        <translation>
            <numerusform>Profil %1 („%2“): %n Schließereignis passte nicht zum innersten offenen Frame</numerusform>
            <numerusform>Profil %1 („%2“): %n Schließereignisse passten nicht zum innersten offenen Frame</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>profile %1: %n weight(s) with decimals were rounded</source>
        <translation>
            <numerusform>Profil %1: %n Gewicht mit Nachkommastellen wurde gerundet</numerusform>
            <numerusform>Profil %1: %n Gewichte mit Nachkommastellen wurden gerundet</numerusform>
        </translation>
    </message>
    <message>
        <source>a sampled profile needs &quot;samples&quot;: [[frame indices, root first], ...]</source>
        <translation>ein sampled-Profil braucht „samples“: [[Frame-Indizes, Wurzel zuerst], ...]</translation>
    </message>
    <message>
        <source>&quot;samples&quot; has %1 entries but &quot;weights&quot; has %2</source>
        <translation>„samples“ hat %1 Einträge, „weights“ aber %2</translation>
    </message>
    <message>
        <source>profile %1 (&quot;%2&quot;): no &quot;weights&quot;, every sample weighs 1</source>
        <translation>Profil %1 („%2“): keine „weights“, jedes Sample wiegt 1</translation>
    </message>
    <message>
        <source>sample %1: expected an array of frame indices</source>
        <translation>Sample %1: Array von Frame-Indizes erwartet</translation>
    </message>
    <message>
        <source>weight %1 is not a number</source>
        <translation>Gewicht %1 ist keine Zahl</translation>
    </message>
</context>
<context>
    <name>SpeedscopeReader</name>
    <message>
        <source>expected &quot;shared&quot;: {&quot;frames&quot;: [...]} with the frames the profiles refer to</source>
        <translation>erwartet: „shared“: {„frames“: [...]} mit den Frames, auf die die Profile verweisen</translation>
    </message>
    <message>
        <source>frame %1 in &quot;shared.frames&quot; has no &quot;name&quot;</source>
        <translation>Frame %1 in „shared.frames“ hat keinen „name“</translation>
    </message>
    <message>
        <source>expected a JSON object with &quot;shared&quot; and &quot;profiles&quot;, found %1</source>
        <translation>JSON-Objekt mit „shared“ und „profiles“ erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>expected &quot;profiles&quot;: [...], the list of evented and sampled profiles</source>
        <translation>erwartet: „profiles“: [...], die Liste der evented- und sampled-Profile</translation>
    </message>
    <message>
        <source>the file has no profiles</source>
        <translation>die Datei hat keine Profile</translation>
    </message>
</context>
<context>
    <name>SpeedscopeWriter</name>
    <message>
        <source>the profile holds no spans, samples or timings to write as speedscope profiles</source>
        <translation>das Profil enthält keine Spannen, Samples oder Timings, die sich als speedscope-Profile schreiben ließen</translation>
    </message>
</context>
<context>
    <name>StackUnwinder</name>
    <message>
        <source>Live sampling is supported on x86-64 and ARM64 only.</source>
        <translation>Live-Aufzeichnung wird nur auf x86-64 und ARM64 unterstützt.</translation>
    </message>
    <message>
        <source>Cannot unwind the threads of process %1: %2</source>
        <translation>Die Aufrufstapel der Threads von Prozess %1 können nicht gelesen werden: %2</translation>
    </message>
</context>
<context>
    <name>StepFigures</name>
    <message>
        <source>Steps and calls</source>
        <translation>Schritte und Aufrufe</translation>
    </message>
    <message>
        <source>Time ms</source>
        <translation>Zeit ms</translation>
    </message>
    <message>
        <source>Time of every run of the step, or of every call of the type</source>
        <translation>Zeit aller Läufe des Schritts oder aller Aufrufe des Typs</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>How often the step ran, or how many calls of the type were made</source>
        <translation>Wie oft der Schritt lief oder wie viele Aufrufe des Typs gemacht wurden</translation>
    </message>
    <message>
        <source>Calls</source>
        <translation>Aufrufe</translation>
    </message>
    <message>
        <source>Calls (SQL, redis, HTTP, ...) the step made</source>
        <translation>Aufrufe (SQL, redis, HTTP, …), die der Schritt machte</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
</context>
<context>
    <name>StepsPage</name>
    <message>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
</context>
<context>
    <name>TimelinePage</name>
    <message>
        <source>Timeline</source>
        <translation>Zeitleiste</translation>
    </message>
</context>
<context>
    <name>TimingsColumns</name>
    <message>
        <source>Reports before FormatVersion 2 do not measure the peak of a tick</source>
        <translation>Berichte vor FormatVersion 2 messen den Spitzenwert eines Ticks nicht</translation>
    </message>
    <message>
        <source>N/A</source>
        <translation>k. A.</translation>
    </message>
    <message>
        <source>Time as a share of the whole sample</source>
        <translation>Zeit als Anteil an der gesamten Messzeit</translation>
    </message>
    <message>
        <source>Time spent per server tick, on average (the budget of a tick is 50 ms)</source>
        <translation>Zeit pro Server-Tick im Mittel (ein Tick hat 50 ms Budget)</translation>
    </message>
    <message>
        <source>Time per call, on average</source>
        <translation>Zeit pro Aufruf im Mittel</translation>
    </message>
    <message>
        <source>Calls per server tick, on average</source>
        <translation>Aufrufe pro Server-Tick im Mittel</translation>
    </message>
    <message>
        <source>Times this timer took longer than a whole tick (50 ms)</source>
        <translation>Wie oft dieser Timer länger als ein ganzer Tick (50 ms) brauchte</translation>
    </message>
    <message>
        <source>The longest this timer took in one tick</source>
        <translation>Die längste Zeit dieses Timers in einem Tick</translation>
    </message>
    <message>
        <source>Timer</source>
        <translation>Timer</translation>
    </message>
    <message>
        <source>Time (ms)</source>
        <translation>Zeit (ms)</translation>
    </message>
    <message>
        <source>% of sample</source>
        <translation>% der Messzeit</translation>
    </message>
    <message>
        <source>ms / tick</source>
        <translation>ms / Tick</translation>
    </message>
    <message>
        <source>ms / count</source>
        <translation>ms / Aufruf</translation>
    </message>
    <message>
        <source>Count / tick</source>
        <translation>Anzahl / Tick</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>Violations</source>
        <translation>Überschreitungen</translation>
    </message>
    <message>
        <source>Peak (ms)</source>
        <translation>Spitze (ms)</translation>
    </message>
</context>
<context>
    <name>TimingsFigures</name>
    <message>
        <source>Timers</source>
        <translation>Timer</translation>
    </message>
    <message>
        <source>ms / tick</source>
        <translation>ms / Tick</translation>
    </message>
    <message>
        <source>Time spent per server tick, on average (the budget of a tick is 50 ms)</source>
        <translation>Zeit pro Server-Tick im Mittel (ein Tick hat 50 ms Budget)</translation>
    </message>
    <message>
        <source>Count / tick</source>
        <translation>Anzahl / Tick</translation>
    </message>
    <message>
        <source>Calls per server tick, on average</source>
        <translation>Aufrufe pro Server-Tick im Mittel</translation>
    </message>
    <message>
        <source>Violations</source>
        <translation>Überschreitungen</translation>
    </message>
    <message>
        <source>Times this timer took longer than a whole tick (50 ms)</source>
        <translation>Wie oft dieser Timer länger als ein ganzer Tick (50 ms) brauchte</translation>
    </message>
    <message>
        <source>Peak ms</source>
        <translation>Spitze ms</translation>
    </message>
    <message>
        <source>The longest this timer took in one tick</source>
        <translation>Die längste Zeit dieses Timers in einem Tick</translation>
    </message>
</context>
<context>
    <name>TimingsListPage</name>
    <message>
        <source>Timings List</source>
        <translation>Timings-Liste</translation>
    </message>
</context>
<context>
    <name>TimingsTree</name>
    <message>
        <source>[self]</source>
        <translation>[selbst]</translation>
    </message>
    <message>
        <source>%1 (%2 combined)</source>
        <translation>%1 (%2 zusammengefasst)</translation>
    </message>
</context>
<context>
    <name>TimingsTreePage</name>
    <message>
        <source>Timings Tree</source>
        <translation>Timings-Baum</translation>
    </message>
</context>
<context>
    <name>TraceActorReader</name>
    <message>
        <source>no TraceActor packets in this file (no enteredFrame, exitedFrame or trace control replies)</source>
        <translation>keine TraceActor-Pakete in dieser Datei (kein enteredFrame, exitedFrame und keine Trace-Steuerantworten)</translation>
    </message>
    <message>
        <source>packet %1 of a trace never arrived; the packets after it are shown without it</source>
        <translation>Paket %1 eines Traces kam nie an; die Pakete danach werden ohne es gezeigt</translation>
    </message>
    <message>
        <source>packets %1 to %2 of a trace never arrived; the packets after them are shown without them</source>
        <translation>Pakete %1 bis %2 eines Traces kamen nie an; die Pakete danach werden ohne sie gezeigt</translation>
    </message>
    <message numerus="yes">
        <source>%n packet(s) arrived out of order and were put back in sequence order</source>
        <translation>
            <numerusform>%n Paket kam außer der Reihe an und wurde in die Sequenzfolge zurückgesetzt</numerusform>
            <numerusform>%n Pakete kamen außer der Reihe an und wurden in die Sequenzfolge zurückgesetzt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TraceActorWriter</name>
    <message>
        <source>TraceActor logs hold entered and exited frames, and this profile has no spans (it holds samples or aggregated records)</source>
        <translation>TraceActor-Protokolle enthalten betretene und verlassene Frames, und dieses Profil hat keine Spannen (nur Samples oder zusammengefasste Einträge)</translation>
    </message>
</context>
<context>
    <name>TraceAssembler</name>
    <message>
        <source>Trace %1</source>
        <translation>Trace %1</translation>
    </message>
    <message>
        <source>the actor replied %1: %2</source>
        <translation>der Actor antwortete %1: %2</translation>
    </message>
    <message>
        <source>(no message)</source>
        <translation>(keine Meldung)</translation>
    </message>
    <message>
        <source>Trace</source>
        <translation>Trace</translation>
    </message>
    <message>
        <source>(unnamed frame)</source>
        <translation>(unbenannter Frame)</translation>
    </message>
    <message>
        <source>(exit without entry)</source>
        <translation>(Verlassen ohne Betreten)</translation>
    </message>
    <message numerus="yes">
        <source>%n exitedFrame packet(s) had no matching enteredFrame; each is kept as an empty span flagged unmatched_exit</source>
        <translation>
            <numerusform>%n exitedFrame-Paket hatte kein passendes enteredFrame; es bleibt als leere Spanne mit unmatched_exit erhalten</numerusform>
            <numerusform>%n exitedFrame-Pakete hatten kein passendes enteredFrame; jedes bleibt als leere Spanne mit unmatched_exit erhalten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n frame(s) were entered but never exited; they end where their trace ends, flagged never_exited</source>
        <translation>
            <numerusform>%n Frame wurde betreten, aber nie verlassen; er endet mit seinem Trace, markiert mit never_exited</numerusform>
            <numerusform>%n Frames wurden betreten, aber nie verlassen; sie enden mit ihrem Trace, markiert mit never_exited</numerusform>
        </translation>
    </message>
    <message>
        <source>Thread %1</source>
        <translation>Thread %1</translation>
    </message>
    <message>
        <source>more than %1 traces are active at once (each would record every frame again)</source>
        <translation>mehr als %1 Traces sind gleichzeitig aktiv (jeder würde jeden Frame erneut aufzeichnen)</translation>
    </message>
</context>
<context>
    <name>TraceFraming</name>
    <message>
        <source>expected a packet length and &apos;:&apos; (the remote-debugging framing &quot;&lt;length&gt;:&lt;JSON&gt;&quot;)</source>
        <translation>Paketlänge und „:“ erwartet (das Remote-Debugging-Framing „&lt;Länge&gt;:&lt;JSON&gt;“)</translation>
    </message>
    <message>
        <source>the packet at byte %1 claims %2 bytes, but only %3 are left: the file is cut short</source>
        <translation>das Paket bei Byte %1 gibt %2 Bytes an, aber nur %3 sind übrig: die Datei ist abgeschnitten</translation>
    </message>
</context>
<context>
    <name>TracePacketParser</name>
    <message>
        <source>invalid JSON: %1</source>
        <translation>ungültiges JSON: %1</translation>
    </message>
    <message>
        <source>not a TraceActor packet: %1</source>
        <translation>kein TraceActor-Paket: %1</translation>
    </message>
    <message>
        <source>expected a JSON object, found %1</source>
        <translation>JSON-Objekt erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>a &quot;traces&quot; batch without a traces array</source>
        <translation>ein „traces“-Stapel ohne traces-Array</translation>
    </message>
    <message>
        <source>objects and arrays</source>
        <translation>Objekte und Arrays</translation>
    </message>
</context>
<context>
    <name>TracksPage</name>
    <message>
        <source>Tracks</source>
        <translation>Spuren</translation>
    </message>
</context>
<context>
    <name>TransformText</name>
    <message>
        <source>Merge: %1</source>
        <translation>Verschmolzen: %1</translation>
    </message>
    <message>
        <source>Merge node: %1</source>
        <translation>Knoten verschmolzen: %1</translation>
    </message>
    <message>
        <source>Focus: %1</source>
        <translation>Fokus: %1</translation>
    </message>
    <message>
        <source>Focus: %1 (merged)</source>
        <translation>Fokus: %1 (zusammengeführt)</translation>
    </message>
    <message>
        <source>Category: %1</source>
        <translation>Kategorie: %1</translation>
    </message>
    <message>
        <source>Module: %1</source>
        <translation>Modul: %1</translation>
    </message>
    <message>
        <source>Collapse: %1</source>
        <translation>Zusammengefasst: %1</translation>
    </message>
    <message>
        <source>Collapse recursion: %1</source>
        <translation>Rekursion zusammengefasst: %1</translation>
    </message>
    <message>
        <source>Collapse direct recursion: %1</source>
        <translation>Direkte Rekursion zusammengefasst: %1</translation>
    </message>
    <message>
        <source>Collapse subtree: %1</source>
        <translation>Teilbaum zusammengefasst: %1</translation>
    </message>
    <message>
        <source>Drop: %1</source>
        <translation>Verworfen: %1</translation>
    </message>
    <message>
        <source>My code</source>
        <translation>Eigener Code</translation>
    </message>
    <message>
        <source>My code: %1</source>
        <translation>Eigener Code: %1</translation>
    </message>
    <message>
        <source>Inverted</source>
        <translation>Umgekehrt</translation>
    </message>
    <message>
        <source>Merge function</source>
        <translation>Funktion verschmelzen</translation>
    </message>
    <message>
        <source>Merge this call node only</source>
        <translation>Nur diesen Aufrufknoten verschmelzen</translation>
    </message>
    <message>
        <source>Focus on subtree only</source>
        <translation>Nur auf Teilbaum fokussieren</translation>
    </message>
    <message>
        <source>Focus on function</source>
        <translation>Auf Funktion fokussieren</translation>
    </message>
    <message>
        <source>Focus on category</source>
        <translation>Auf Kategorie fokussieren</translation>
    </message>
    <message>
        <source>Focus on module</source>
        <translation>Auf Modul fokussieren</translation>
    </message>
    <message>
        <source>Collapse module</source>
        <translation>Modul zusammenfassen</translation>
    </message>
    <message>
        <source>Collapse recursion</source>
        <translation>Rekursion zusammenfassen</translation>
    </message>
    <message>
        <source>Collapse direct recursion only</source>
        <translation>Nur direkte Rekursion zusammenfassen</translation>
    </message>
    <message>
        <source>Collapse function subtree</source>
        <translation>Teilbaum der Funktion zusammenfassen</translation>
    </message>
    <message>
        <source>Drop samples with this function</source>
        <translation>Samples mit dieser Funktion verwerfen</translation>
    </message>
    <message>
        <source>My code only</source>
        <translation>Nur eigener Code</translation>
    </message>
    <message>
        <source>Invert call tree</source>
        <translation>Aufrufbaum umkehren</translation>
    </message>
    <message>
        <source>Weighed by CPU time</source>
        <translation>Nach CPU-Zeit gewichtet</translation>
    </message>
    <message>
        <source>Weighed by wall time</source>
        <translation>Nach Echtzeit gewichtet</translation>
    </message>
    <message>
        <source>Running only</source>
        <translation>Nur laufend</translation>
    </message>
    <message>
        <source>Waiting only</source>
        <translation>Nur wartend</translation>
    </message>
    <message>
        <source>CPU time</source>
        <translation>CPU-Zeit</translation>
    </message>
    <message>
        <source>Running or waiting only</source>
        <translation>Nur laufend oder wartend</translation>
    </message>
</context>
<context>
    <name>V8CpuProfileReader</name>
    <message>
        <source>CPU profile</source>
        <translation>CPU-Profil</translation>
    </message>
    <message>
        <source>the file is empty; a V8 CPU profile is a JSON object with &quot;nodes&quot;, &quot;samples&quot; and &quot;timeDeltas&quot;</source>
        <translation>die Datei ist leer; ein V8-CPU-Profil ist ein JSON-Objekt mit „nodes“, „samples“ und „timeDeltas“</translation>
    </message>
    <message>
        <source>a V8 CPU profile is a JSON object with &quot;nodes&quot;, &quot;samples&quot; and &quot;timeDeltas&quot;, not this</source>
        <translation>ein V8-CPU-Profil ist ein JSON-Objekt mit „nodes“, „samples“ und „timeDeltas“, nicht dies</translation>
    </message>
    <message>
        <source>this JSON object has no profile &quot;nodes&quot; (nor the old format&apos;s &quot;head&quot;), so it is no V8 CPU profile</source>
        <translation>dieses JSON-Objekt hat keine Profil-„nodes“ (und kein „head“ des alten Formats), es ist also kein V8-CPU-Profil</translation>
    </message>
    <message>
        <source>%1: the profile has no samples; the nodes&apos; hit counts are shown as counts without times</source>
        <translation>%1: das Profil hat keine Samples; die Trefferzahlen der Knoten werden als Anzahlen ohne Zeit gezeigt</translation>
    </message>
</context>
<context>
    <name>V8CpuProfileWriter</name>
    <message>
        <source>a V8 CPU profile holds stack samples, and this profile has none (it has spans or aggregated timings only)</source>
        <translation>ein V8-CPU-Profil enthält Stack-Samples, und dieses Profil hat keine (nur Spannen oder zusammengefasste Timings)</translation>
    </message>
    <message>
        <source>a V8 CPU profile holds timed samples, and this profile&apos;s samples are counts without times</source>
        <translation>ein V8-CPU-Profil enthält Samples mit Zeiten, und die Samples dieses Profils sind Anzahlen ohne Zeit</translation>
    </message>
    <message numerus="yes">
        <source>a V8 CPU profile holds one thread: only the track &quot;%1&quot; is written, %n other sampled track(s) are not (export the selected track, or convert with --track NAME, to write another)</source>
        <translation>
            <numerusform>ein V8-CPU-Profil enthält einen Thread: nur die Spur „%1“ wird geschrieben, %n weitere Spur mit Samples nicht (exportieren Sie die ausgewählte Spur oder konvertieren Sie mit --track NAME, um eine andere zu schreiben)</numerusform>
            <numerusform>ein V8-CPU-Profil enthält einen Thread: nur die Spur „%1“ wird geschrieben, %n weitere Spuren mit Samples nicht (exportieren Sie die ausgewählte Spur oder konvertieren Sie mit --track NAME, um eine andere zu schreiben)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>V8LongArrays</name>
    <message>
        <source>&quot;timeDeltas&quot; add up to more than 26 days</source>
        <translation>„timeDeltas“ ergeben zusammen mehr als 26 Tage</translation>
    </message>
    <message>
        <source>a timestamp lies more than 26 days from the first one</source>
        <translation>ein Zeitstempel liegt mehr als 26 Tage vom ersten entfernt</translation>
    </message>
</context>
<context>
    <name>V8ProfileFileName</name>
    <message>
        <source>Main thread</source>
        <translation>Hauptthread</translation>
    </message>
    <message>
        <source>Worker thread %1</source>
        <translation>Worker-Thread %1</translation>
    </message>
    <message>
        <source>Node.js process %1</source>
        <translation>Node.js-Prozess %1</translation>
    </message>
</context>
<context>
    <name>V8ProfileJson</name>
    <message>
        <source>profile nodes</source>
        <translation>Profilknoten</translation>
    </message>
    <message>
        <source>&quot;timeDeltas&quot; add up to more than 26 days</source>
        <translation>„timeDeltas“ ergeben zusammen mehr als 26 Tage</translation>
    </message>
    <message>
        <source>a timestamp lies more than 26 days from the first one</source>
        <translation>ein Zeitstempel liegt mehr als 26 Tage vom ersten entfernt</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n node(s) or child id(s) are not what a profile node holds; they were left out</source>
        <translation>
            <numerusform>%1: %n Knoten oder Kind-id ist nicht, was ein Profilknoten enthält; ausgelassen</numerusform>
            <numerusform>%1: %n Knoten oder Kind-ids sind nicht, was ein Profilknoten enthält; ausgelassen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n time delta(s) are not numbers; they count as 0</source>
        <translation>
            <numerusform>%1: %n Zeitdelta ist keine Zahl; es zählt als 0</numerusform>
            <numerusform>%1: %n Zeitdeltas sind keine Zahlen; sie zählen als 0</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>V8ProfileNodes</name>
    <message numerus="yes">
        <source>%1: %n node id(s) are given to more than one node; the first node of each id counts</source>
        <translation>
            <numerusform>%1: %n Knoten-id ist mehr als einem Knoten gegeben; der erste Knoten jeder id zählt</numerusform>
            <numerusform>%1: %n Knoten-ids sind mehr als einem Knoten gegeben; der erste Knoten jeder id zählt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n node(s) name a parent id that no node has; they are shown as roots</source>
        <translation>
            <numerusform>%1: %n Knoten nennt eine Eltern-id, die kein Knoten hat; er wird als Wurzel gezeigt</numerusform>
            <numerusform>%1: %n Knoten nennen Eltern-ids, die kein Knoten hat; sie werden als Wurzeln gezeigt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n child id(s) in &quot;children&quot; lists belong to no node; they were left out</source>
        <translation>
            <numerusform>%1: %n Kind-id in „children“-Listen gehört zu keinem Knoten; ausgelassen</numerusform>
            <numerusform>%1: %n Kind-ids in „children“-Listen gehören zu keinem Knoten; ausgelassen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n node(s) are listed as the child of two parents; the first parent counts</source>
        <translation>
            <numerusform>%1: %n Knoten ist als Kind zweier Eltern aufgeführt; der erste Elternknoten zählt</numerusform>
            <numerusform>%1: %n Knoten sind als Kinder zweier Eltern aufgeführt; der erste Elternknoten zählt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: the parent links of the nodes form %n cycle(s); each was cut at one node, shown as a root</source>
        <translation>
            <numerusform>%1: die Elternverweise der Knoten bilden %n Zyklus; er wurde an einem Knoten getrennt, der als Wurzel gezeigt wird</numerusform>
            <numerusform>%1: die Elternverweise der Knoten bilden %n Zyklen; jeder wurde an einem Knoten getrennt, der als Wurzel gezeigt wird</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>V8SampleAssembler</name>
    <message>
        <source>%1: the samples have no &quot;timeDeltas&quot;; they are spread evenly from the profile&apos;s start to its end</source>
        <translation>%1: die Samples haben keine „timeDeltas“; sie werden gleichmäßig vom Beginn bis zum Ende des Profils verteilt</translation>
    </message>
    <message>
        <source>%1: the samples have no &quot;timeDeltas&quot; and the profile no end time; they are shown %2 µs apart</source>
        <translation>%1: die Samples haben keine „timeDeltas“ und das Profil keine Endzeit; sie werden im Abstand von %2 µs gezeigt</translation>
    </message>
    <message>
        <source>%1: the profile&apos;s startTime lies far from its samples&apos; timestamps; the first sample is taken as its start</source>
        <translation>%1: die startTime des Profils liegt weit von den Zeitstempeln seiner Samples; das erste Sample gilt als Beginn</translation>
    </message>
    <message>
        <source>%1: the profile starts too far from the trace&apos;s other events to be shown with them</source>
        <translation>%1: das Profil beginnt zu weit von den übrigen Ereignissen des Traces, um mit ihnen gezeigt zu werden</translation>
    </message>
    <message>
        <source>%1: the profile has no start time; its samples are placed from the trace&apos;s start</source>
        <translation>%1: das Profil hat keine Startzeit; seine Samples werden ab dem Beginn des Traces gesetzt</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n sample(s) name a node the profile does not have; they are kept as samples without a stack</source>
        <translation>
            <numerusform>%1: %n Sample nennt einen Knoten, den das Profil nicht hat; es bleibt ein Sample ohne Stack</numerusform>
            <numerusform>%1: %n Samples nennen Knoten, die das Profil nicht hat; sie bleiben Samples ohne Stack</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: &quot;samples&quot; and &quot;timeDeltas&quot; differ in length by %n; a sample without a delta takes the time of the one before</source>
        <translation>
            <numerusform>%1: „samples“ und „timeDeltas“ unterscheiden sich in der Länge um %n; ein Sample ohne Delta nimmt die Zeit des vorigen</numerusform>
            <numerusform>%1: „samples“ und „timeDeltas“ unterscheiden sich in der Länge um %n; ein Sample ohne Delta nimmt die Zeit des vorigen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WarningsPage</name>
    <message>
        <source>Warnings (%1)</source>
        <translation>Warnungen (%1)</translation>
    </message>
    <message>
        <source>Warnings so far (%1)</source>
        <translation>Warnungen bisher (%1)</translation>
    </message>
    <message>
        <source>These are the warnings of the first thread. The other threads are still being read: their warnings are added when the whole file is read.</source>
        <translation>Dies sind die Warnungen des ersten Threads. Die übrigen Threads werden noch gelesen: Ihre Warnungen kommen hinzu, sobald die ganze Datei gelesen ist.</translation>
    </message>
</context>
<context>
    <name>WidgetImage</name>
    <message>
        <source>cannot encode the image as PNG</source>
        <translation>das Bild lässt sich nicht als PNG codieren</translation>
    </message>
</context>
<context>
    <name>XPlaneDecoder</name>
    <message>
        <source>(no lines)</source>
        <translation>(keine Linien)</translation>
    </message>
    <message>
        <source>Line %1</source>
        <translation>Linie %1</translation>
    </message>
    <message numerus="yes">
        <source>plane &quot;%1&quot;: %n stat(s) refer to stat metadata the plane does not have</source>
        <translation>
            <numerusform>Ebene „%1“: %n Statistik verweist auf Statistik-Metadaten, die die Ebene nicht hat</numerusform>
            <numerusform>Ebene „%1“: %n Statistiken verweisen auf Statistik-Metadaten, die die Ebene nicht hat</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>plane &quot;%1&quot;: %n event(s) refer to event metadata the plane does not have</source>
        <translation>
            <numerusform>Ebene „%1“: %n Ereignis verweist auf Ereignis-Metadaten, die die Ebene nicht hat</numerusform>
            <numerusform>Ebene „%1“: %n Ereignisse verweisen auf Ereignis-Metadaten, die die Ebene nicht hat</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>plane &quot;%1&quot;: %n event(s) lie too far from the profile&apos;s other times to be placed; they are left out</source>
        <translation>
            <numerusform>Ebene „%1“: %n Ereignis liegt zu weit von den übrigen Zeiten des Profils entfernt, um es einzuordnen; es wird ausgelassen</numerusform>
            <numerusform>Ebene „%1“: %n Ereignisse liegen zu weit von den übrigen Zeiten des Profils entfernt, um sie einzuordnen; sie werden ausgelassen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>XPlaneDevices</name>
    <message>
        <source>%1 cores</source>
        <translation>%1 Kerne</translation>
    </message>
    <message>
        <source>%1 GHz</source>
        <translation>%1 GHz</translation>
    </message>
    <message>
        <source>%1 memory</source>
        <translation>%1 Speicher</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <source>%1 TFLOP/s peak</source>
        <translation>%1 TFLOP/s Spitze</translation>
    </message>
    <message>
        <source>%1 GB/s HBM peak</source>
        <translation>%1 GB/s HBM-Spitze</translation>
    </message>
    <message>
        <source>compute capability %1.%2</source>
        <translation>Compute Capability %1.%2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>Planes</source>
        <translation>Ebenen</translation>
    </message>
    <message>
        <source>%1 planes, %2 lines, %3 events</source>
        <translation>%1 Ebenen, %2 Linien, %3 Ereignisse</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>Geräte</translation>
    </message>
</context>
<context>
    <name>XPlaneReader</name>
    <message>
        <source>the profiler reported an error: %1</source>
        <translation>der Profiler meldete einen Fehler: %1</translation>
    </message>
    <message>
        <source>the profiler reported: %1</source>
        <translation>der Profiler meldete: %1</translation>
    </message>
    <message>
        <source>no planes in this XSpace: it holds no profile data</source>
        <translation>keine Ebenen in diesem XSpace: er enthält keine Profildaten</translation>
    </message>
    <message>
        <source>Plane %1</source>
        <translation>Ebene %1</translation>
    </message>
</context>
<context>
    <name>XPlaneWriter</name>
    <message>
        <source>XPlane holds timed events on lines, and this profile has none (it holds samples or aggregated records)</source>
        <translation>XPlane enthält zeitgemessene Ereignisse auf Linien, und dieses Profil hat keine (nur Samples oder zusammengefasste Einträge)</translation>
    </message>
</context>
<context>
    <name>ZstdStream</name>
    <message>
        <source>cannot start the zstd decompressor (out of memory?)</source>
        <translation>der zstd-Dekompressor lässt sich nicht starten (Speicher voll?)</translation>
    </message>
    <message>
        <source>the zstd-compressed data at byte %1 cannot be decompressed: %2</source>
        <translation>die zstd-komprimierten Daten bei Byte %1 lassen sich nicht entpacken: %2</translation>
    </message>
</context>
<context>
    <name>hg::AtomicFile</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 lässt sich nicht schreiben: %2</translation>
    </message>
</context>
<context>
    <name>hg::CallTreeModel</name>
    <message>
        <source>Module: %1</source>
        <translation>Modul: %1</translation>
    </message>
    <message>
        <source>Finding callers…</source>
        <translation>Aufrufer werden ermittelt…</translation>
    </message>
    <message>
        <source>Function</source>
        <translation>Funktion</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Total %</source>
        <translation>Gesamt %</translation>
    </message>
    <message>
        <source>Self</source>
        <translation>Selbst</translation>
    </message>
    <message>
        <source>Self %</source>
        <translation>Selbst %</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message numerus="yes">
        <source>%n concurrent, %1 in %2</source>
        <translation>
            <numerusform>%n nebenläufig, %1 in %2</numerusform>
            <numerusform>%n nebenläufig, %1 in %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hg::CallTreeView</name>
    <message>
        <source>Aggregating…</source>
        <translation>Wird zusammengefasst…</translation>
    </message>
    <message>
        <source>Expand Hot Path</source>
        <translation>Heißen Pfad aufklappen</translation>
    </message>
    <message>
        <source>Callers more than %1 levels up a chain are not shown.</source>
        <translation>Aufrufer, die mehr als %1 Ebenen höher in einer Kette liegen, werden nicht angezeigt.</translation>
    </message>
    <message>
        <source>Not enough memory to find the callers of %1; expand the row to try again.</source>
        <translation>Nicht genug Speicher, um die Aufrufer von %1 zu finden; klappen Sie die Zeile erneut auf, um es noch einmal zu versuchen.</translation>
    </message>
</context>
<context>
    <name>hg::CallerCalleeModel</name>
    <message>
        <source>(root)</source>
        <translation>(Wurzel)</translation>
    </message>
    <message>
        <source>(self)</source>
        <translation>(selbst)</translation>
    </message>
    <message>
        <source>Calls made by no function: the root of a stack</source>
        <translation>Aufrufe ohne aufrufende Funktion: die Wurzel eines Stacks</translation>
    </message>
    <message>
        <source>Time spent in the function itself, not in a callee</source>
        <translation>Zeit in der Funktion selbst, nicht in einer aufgerufenen</translation>
    </message>
    <message>
        <source>Share of the centre function&apos;s total</source>
        <translation>Anteil an der Gesamtzeit der mittleren Funktion</translation>
    </message>
    <message>
        <source>Caller</source>
        <translation>Aufrufer</translation>
    </message>
    <message>
        <source>Callee</source>
        <translation>Aufgerufene</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>Module</source>
        <translation>Modul</translation>
    </message>
</context>
<context>
    <name>hg::CallersView</name>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; is not called in the chosen tracks</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; wird in den gewählten Spuren nicht aufgerufen</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; &amp;nbsp; total %2 (%3 of all) &amp;nbsp; self %4 &amp;nbsp; count %5</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; &amp;nbsp; gesamt %2 (%3 von allem) &amp;nbsp; selbst %4 &amp;nbsp; Anzahl %5</translation>
    </message>
    <message>
        <source>Aggregating…</source>
        <translation>Wird zusammengefasst…</translation>
    </message>
    <message>
        <source>Select a function in any view, or double-click one in the function list</source>
        <translation>Wählen Sie eine Funktion in einer beliebigen Ansicht, oder doppelklicken Sie eine in der Funktionsliste</translation>
    </message>
    <message>
        <source>Sandwich</source>
        <translation>Sandwich</translation>
    </message>
    <message>
        <source>Show the callers and callees as two flame graphs around the function</source>
        <translation>Aufrufer und Aufgerufene als zwei Flame Graphs um die Funktion zeigen</translation>
    </message>
</context>
<context>
    <name>hg::CappedIndentTreeView</name>
    <message>
        <source>level %1</source>
        <translation>Ebene %1</translation>
    </message>
</context>
<context>
    <name>hg::ClientTimingsChart</name>
    <message>
        <source>This request has no client timings.</source>
        <translation>Diese Anfrage hat keine Client-Timings.</translation>
    </message>
    <message>
        <source>at %1 ms</source>
        <translation>bei %1 ms</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
</context>
<context>
    <name>hg::ColorLegend</name>
    <message>
        <source>Application code</source>
        <translation>Anwendungscode</translation>
    </message>
    <message>
        <source>System and library code</source>
        <translation>System- und Bibliothekscode</translation>
    </message>
    <message>
        <source>Other (colour by name)</source>
        <translation>Sonstiges (Farbe nach Name)</translation>
    </message>
</context>
<context>
    <name>hg::CompareDialog</name>
    <message>
        <source>Compare Profiles</source>
        <translation>Profile vergleichen</translation>
    </message>
    <message>
        <source>A (before):</source>
        <translation>A (vorher):</translation>
    </message>
    <message>
        <source>B (after):</source>
        <translation>B (nachher):</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleichen</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Choose a Profile</source>
        <translation>Profil wählen</translation>
    </message>
</context>
<context>
    <name>hg::ComparisonSearch</name>
    <message>
        <source>Search functions (Ctrl+F; /regex/)</source>
        <translation>Funktionen suchen (Strg+F; /regex/)</translation>
    </message>
</context>
<context>
    <name>hg::ComparisonSummary</name>
    <message>
        <source>None.</source>
        <translation>Keine.</translation>
    </message>
    <message>
        <source>Function</source>
        <translation>Funktion</translation>
    </message>
    <message>
        <source>Self A</source>
        <translation>Selbst A</translation>
    </message>
    <message>
        <source>Total A</source>
        <translation>Gesamt A</translation>
    </message>
    <message>
        <source>Self B</source>
        <translation>Selbst B</translation>
    </message>
    <message>
        <source>Total B</source>
        <translation>Gesamt B</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>Change %</source>
        <translation>Änderung %</translation>
    </message>
    <message>
        <source>Module</source>
        <translation>Modul</translation>
    </message>
    <message>
        <source>total %1</source>
        <translation>gesamt %1</translation>
    </message>
    <message>
        <source>%1 samples</source>
        <translation>%1 Samples</translation>
    </message>
    <message>
        <source>Values are shares of each profile&apos;s total.</source>
        <translation>Werte sind Anteile an der Gesamtzeit des jeweiligen Profils.</translation>
    </message>
    <message>
        <source>Values are absolute.</source>
        <translation>Werte sind absolut.</translation>
    </message>
    <message>
        <source>Slower by self time</source>
        <translation>Langsamer nach Eigenzeit</translation>
    </message>
    <message>
        <source>Faster by self time</source>
        <translation>Schneller nach Eigenzeit</translation>
    </message>
    <message>
        <source>Slower by total time</source>
        <translation>Langsamer nach Gesamtzeit</translation>
    </message>
    <message>
        <source>Faster by total time</source>
        <translation>Schneller nach Gesamtzeit</translation>
    </message>
    <message>
        <source>New in B</source>
        <translation>Neu in B</translation>
    </message>
    <message>
        <source>Gone from B</source>
        <translation>In B weggefallen</translation>
    </message>
</context>
<context>
    <name>hg::ComparisonTab</name>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 gegen %2</translation>
    </message>
    <message>
        <source>Loading was cancelled.</source>
        <translation>Das Laden wurde abgebrochen.</translation>
    </message>
    <message>
        <source>the file could not be read</source>
        <translation>die Datei konnte nicht gelesen werden</translation>
    </message>
    <message>
        <source>%1 could not be compared</source>
        <translation>%1 konnte nicht verglichen werden</translation>
    </message>
    <message>
        <source>Comparing %1 with %2…</source>
        <translation>%1 wird mit %2 verglichen…</translation>
    </message>
</context>
<context>
    <name>hg::ComparisonView</name>
    <message>
        <source>A: %1  →  B: %2</source>
        <translation>A: %1  →  B: %2</translation>
    </message>
    <message>
        <source>comparing…</source>
        <translation>wird verglichen…</translation>
    </message>
    <message>
        <source>Absolute values</source>
        <translation>Absolute Werte</translation>
    </message>
    <message>
        <source>Compare raw times or counts instead of shares of each profile&apos;s total</source>
        <translation>Rohe Zeiten oder Anzahlen vergleichen statt Anteile an der Gesamtzeit jedes Profils</translation>
    </message>
    <message>
        <source>Match by name only</source>
        <translation>Nur nach Namen zuordnen</translation>
    </message>
    <message>
        <source>Match functions by name alone, for builds whose module paths differ</source>
        <translation>Funktionen allein nach Namen zuordnen, für Builds mit verschiedenen Modulpfaden</translation>
    </message>
    <message>
        <source>Swap A and B</source>
        <translation>A und B tauschen</translation>
    </message>
    <message>
        <source>Show A&apos;s shape</source>
        <translation>Form von A zeigen</translation>
    </message>
    <message>
        <source>Draw the flame graph in A&apos;s shape, so what is gone from B is visible</source>
        <translation>Den Flame Graph in der Form von A zeichnen, damit sichtbar wird, was in B fehlt</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <source>Differential Flame Graph</source>
        <translation>Differenz-Flame-Graph</translation>
    </message>
    <message>
        <source>Diff Call Tree</source>
        <translation>Differenz-Aufrufbaum</translation>
    </message>
    <message>
        <source>Diff Bottom-Up</source>
        <translation>Differenz-Bottom-Up</translation>
    </message>
    <message>
        <source>Flame Charts</source>
        <translation>Flame Charts</translation>
    </message>
</context>
<context>
    <name>hg::ConnectDialog</name>
    <message>
        <source>Give the actor&apos;s address: HOST:PORT (e.g. %1) or the path of a Unix socket.</source>
        <translation>Geben Sie die Adresse des Actors an: HOST:PORT (z. B. %1) oder den Pfad eines Unix-Sockets.</translation>
    </message>
    <message>
        <source>The connection was closed.</source>
        <translation>Die Verbindung wurde geschlossen.</translation>
    </message>
    <message>
        <source>The actor refused %1: %2 (%3)</source>
        <translation>Der Actor hat %1 abgelehnt: %2 (%3)</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Verbinde mit %1…</translation>
    </message>
    <message>
        <source>Attached to %1. Choose what each frame should carry, then Start.</source>
        <translation>Mit %1 verbunden. Wählen Sie, was jeder Frame enthalten soll, dann Starten.</translation>
    </message>
    <message>
        <source>Connect to a TraceActor</source>
        <translation>Mit einem TraceActor verbinden</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse:</translation>
    </message>
    <message>
        <source>HOST:PORT for TCP, or the path of a Unix socket</source>
        <translation>HOST:PORT für TCP oder der Pfad eines Unix-Sockets</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>&amp;Verbinden</translation>
    </message>
    <message>
        <source>Trace &amp;name:</source>
        <translation>&amp;Name des Traces:</translation>
    </message>
    <message>
        <source>(the actor names it)</source>
        <translation>(vom Actor benannt)</translation>
    </message>
    <message>
        <source>Trace types the actor offers</source>
        <translation>Trace-Typen des Actors</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>Connect to list the trace types the actor offers.</source>
        <translation>Verbinden, um die Trace-Typen des Actors aufzulisten.</translation>
    </message>
</context>
<context>
    <name>hg::CustomTimingModel</name>
    <message numerus="yes">
        <source>The request runs this command %n time(s) and this query shape (same text, other values) %1 times.</source>
        <translation>
            <numerusform>Die Anfrage führt diesen Befehl %n-mal aus und diese Abfrageform (gleicher Text, andere Werte) %1-mal.</numerusform>
            <numerusform>Die Anfrage führt diesen Befehl %n-mal aus und diese Abfrageform (gleicher Text, andere Werte) %1-mal.</numerusform>
        </translation>
    </message>
    <message>
        <source>duplicate ×%1</source>
        <translation>Duplikat ×%1</translation>
    </message>
    <message>
        <source>same query ×%1</source>
        <translation>gleiche Abfrage ×%1</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Execute type</source>
        <translation>Ausführungsart</translation>
    </message>
    <message>
        <source>From start (ms)</source>
        <translation>Ab Beginn (ms)</translation>
    </message>
    <message>
        <source>Duration (ms)</source>
        <translation>Dauer (ms)</translation>
    </message>
    <message>
        <source>First fetch (ms)</source>
        <translation>Erster Abruf (ms)</translation>
    </message>
    <message>
        <source>Repeats</source>
        <translation>Wiederholungen</translation>
    </message>
</context>
<context>
    <name>hg::CustomTimingsPane</name>
    <message>
        <source>Select a call to see its whole command and stack snippet.</source>
        <translation>Wählen Sie einen Aufruf, um den ganzen Befehl und den Stack-Ausschnitt zu sehen.</translation>
    </message>
    <message>
        <source>Stack:</source>
        <translation>Stack:</translation>
    </message>
</context>
<context>
    <name>hg::DetailsPane</name>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>Ort</translation>
    </message>
    <message>
        <source>Module</source>
        <translation>Modul</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Kategorie</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>In app</source>
        <translation>In der Anwendung</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>Track</source>
        <translation>Spur</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Beginn</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>Self time</source>
        <translation>Eigenzeit</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Self</source>
        <translation>Selbst</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>Property</source>
        <translation>Eigenschaft</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Parent</source>
        <translation>Übergeordnet</translation>
    </message>
    <message>
        <source>Concurrent</source>
        <translation>Nebenläufig</translation>
    </message>
    <message numerus="yes">
        <source>%n children on %1 lanes, %2 in %3</source>
        <translation>
            <numerusform>%n Kind auf %1 Bahnen, %2 in %3</numerusform>
            <numerusform>%n Kinder auf %1 Bahnen, %2 in %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Flow to</source>
        <translation>Fluss nach</translation>
    </message>
    <message>
        <source>Flow from</source>
        <translation>Fluss von</translation>
    </message>
    <message numerus="yes">
        <source>… %n more</source>
        <translation>
            <numerusform>… %n weiterer</numerusform>
            <numerusform>… %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 on %2 at %3</source>
        <translation>%1 auf %2 bei %3</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>Click to select %1</source>
        <translation>Klicken, um %1 auszuwählen</translation>
    </message>
</context>
<context>
    <name>hg::Diagnostic</name>
    <message>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>offset %1: %2</source>
        <translation>Offset %1: %2</translation>
    </message>
</context>
<context>
    <name>hg::DiffFlameGraphView</name>
    <message>
        <source>Comparing…</source>
        <translation>Wird verglichen…</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;self: A %2, B %3, change %4 (%5)&lt;br&gt;total: A %6, B %7, change %8</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;selbst: A %2, B %3, Änderung %4 (%5)&lt;br&gt;gesamt: A %6, B %7, Änderung %8</translation>
    </message>
</context>
<context>
    <name>hg::DiffLegend</name>
    <message>
        <source>faster</source>
        <translation>schneller</translation>
    </message>
    <message>
        <source>slower</source>
        <translation>langsamer</translation>
    </message>
    <message>
        <source>colour: change of self time from A to B</source>
        <translation>Farbe: Änderung der Eigenzeit von A nach B</translation>
    </message>
</context>
<context>
    <name>hg::DiffTreeModel</name>
    <message>
        <source>new</source>
        <translation>neu</translation>
    </message>
    <message>
        <source>gone</source>
        <translation>weg</translation>
    </message>
    <message>
        <source>%1
Module: %2</source>
        <translation>%1
Modul: %2</translation>
    </message>
    <message>
        <source>Function</source>
        <translation>Funktion</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Total A</source>
        <translation>Gesamt A</translation>
    </message>
    <message>
        <source>Total B</source>
        <translation>Gesamt B</translation>
    </message>
    <message>
        <source>Total Δ</source>
        <translation>Gesamt Δ</translation>
    </message>
    <message>
        <source>Self A</source>
        <translation>Selbst A</translation>
    </message>
    <message>
        <source>Self B</source>
        <translation>Selbst B</translation>
    </message>
    <message>
        <source>Self Δ</source>
        <translation>Selbst Δ</translation>
    </message>
    <message>
        <source>Self Δ%</source>
        <translation>Selbst Δ%</translation>
    </message>
</context>
<context>
    <name>hg::DiffTreeView</name>
    <message>
        <source>Comparing…</source>
        <translation>Wird verglichen…</translation>
    </message>
</context>
<context>
    <name>hg::DocumentTab</name>
    <message>
        <source>Sample: %1</source>
        <translation>Beispiel: %1</translation>
    </message>
    <message>
        <source>loading was cancelled</source>
        <translation>das Laden wurde abgebrochen</translation>
    </message>
    <message>
        <source>Loading was cancelled.</source>
        <translation>Das Laden wurde abgebrochen.</translation>
    </message>
    <message>
        <source>the file could not be read</source>
        <translation>die Datei konnte nicht gelesen werden</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>%1 wird geöffnet…</translation>
    </message>
    <message>
        <source>%1 could not be opened</source>
        <translation>%1 konnte nicht geöffnet werden</translation>
    </message>
    <message>
        <source>%1 files as one</source>
        <translation>%1 Dateien als eine</translation>
    </message>
    <message>
        <source>Opening %1 as one…</source>
        <translation>%1 wird als eine geöffnet…</translation>
    </message>
    <message>
        <source>%1 as one</source>
        <translation>%1 als eines</translation>
    </message>
</context>
<context>
    <name>hg::DocumentView</name>
    <message>
        <source>&amp;Track:</source>
        <translation>&amp;Spur:</translation>
    </message>
</context>
<context>
    <name>hg::ExportDialog</name>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Not offered:</source>
        <translation>Nicht angeboten:</translation>
    </message>
    <message>
        <source>What to export</source>
        <translation>Was exportiert wird</translation>
    </message>
    <message>
        <source>The whole profile (one track)</source>
        <translation>Das ganze Profil (eine Spur)</translation>
    </message>
    <message>
        <source>The whole profile (%1 tracks)</source>
        <translation>Das ganze Profil (%1 Spuren)</translation>
    </message>
    <message>
        <source>The selected track (none is selected)</source>
        <translation>Die gewählte Spur (keine ist gewählt)</translation>
    </message>
    <message>
        <source>The selected track: %1</source>
        <translation>Die gewählte Spur: %1</translation>
    </message>
    <message>
        <source>The visible time range: %1 to %2</source>
        <translation>Der sichtbare Zeitbereich: %1 bis %2</translation>
    </message>
    <message>
        <source>The search matches for &quot;%1&quot;, with their call paths</source>
        <translation>Die Suchtreffer für „%1“ mit ihren Aufrufpfaden</translation>
    </message>
    <message>
        <source>The search matches (nothing is searched for)</source>
        <translation>Die Suchtreffer (es wird nichts gesucht)</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>Format:</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>Datei:</translation>
    </message>
    <message>
        <source>profile</source>
        <translation>profil</translation>
    </message>
    <message>
        <source>The selected time range: %1 to %2</source>
        <translation>Der ausgewählte Zeitbereich: %1 bis %2</translation>
    </message>
    <message>
        <source>The selected time range (none is selected)</source>
        <translation>Der ausgewählte Zeitbereich (keiner ist ausgewählt)</translation>
    </message>
</context>
<context>
    <name>hg::FigureComparisonModel</name>
    <message>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>%1 A</source>
        <translation>%1 A</translation>
    </message>
    <message>
        <source>%1 B</source>
        <translation>%1 B</translation>
    </message>
    <message>
        <source>%1 Δ</source>
        <translation>%1 Δ</translation>
    </message>
</context>
<context>
    <name>hg::FlameGraphView</name>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;total %2 (%3)&lt;br&gt;self %4&lt;br&gt;count %5</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;gesamt %2 (%3)&lt;br&gt;selbst %4&lt;br&gt;Anzahl %5</translation>
    </message>
</context>
<context>
    <name>hg::FlameLayoutView</name>
    <message>
        <source>Icicle (roots at the top)</source>
        <translation>Eiszapfen (Wurzeln oben)</translation>
    </message>
    <message>
        <source>Reset zoom (0)</source>
        <translation>Zoom zurücksetzen (0)</translation>
    </message>
    <message>
        <source>Aggregating…</source>
        <translation>Wird zusammengefasst…</translation>
    </message>
</context>
<context>
    <name>hg::FlameRenderer</name>
    <message numerus="yes">
        <source>+%n concurrent</source>
        <translation>
            <numerusform>+%n nebenläufig</numerusform>
            <numerusform>+%n nebenläufig</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hg::FormatComparisonPanel</name>
    <message>
        <source>Filter by name…</source>
        <translation>Nach Namen filtern…</translation>
    </message>
</context>
<context>
    <name>hg::FunctionListModel</name>
    <message>
        <source>Function</source>
        <translation>Funktion</translation>
    </message>
    <message>
        <source>Self</source>
        <translation>Selbst</translation>
    </message>
    <message>
        <source>Self %</source>
        <translation>Selbst %</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Total %</source>
        <translation>Gesamt %</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>Module</source>
        <translation>Modul</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
</context>
<context>
    <name>hg::FunctionListView</name>
    <message>
        <source>Aggregating…</source>
        <translation>Wird zusammengefasst…</translation>
    </message>
</context>
<context>
    <name>hg::JsonDocument</name>
    <message>
        <source>the JSON document is larger than 4 GiB</source>
        <translation>das JSON-Dokument ist größer als 4 GiB</translation>
    </message>
    <message>
        <source>invalid JSON: %1</source>
        <translation>ungültiges JSON: %1</translation>
    </message>
    <message>
        <source>a value of an unexpected type</source>
        <translation>ein Wert unerwarteten Typs</translation>
    </message>
    <message>
        <source>objects and arrays</source>
        <translation>Objekte und Arrays</translation>
    </message>
</context>
<context>
    <name>hg::LiveDocumentTab</name>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>End the recording or trace and keep what it gathered as a document</source>
        <translation>Aufzeichnung oder Trace beenden und das Gesammelte als Dokument behalten</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <source>Ended with an error</source>
        <translation>Mit einem Fehler beendet</translation>
    </message>
    <message>
        <source>The live source ended with an error: %1</source>
        <translation>Die Live-Quelle endete mit einem Fehler: %1</translation>
    </message>
    <message>
        <source>Starting %1…</source>
        <translation>Starte %1…</translation>
    </message>
</context>
<context>
    <name>hg::LoadError</name>
    <message>
        <source>line %1 (offset %2)</source>
        <translation>Zeile %1 (Offset %2)</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>offset %1</source>
        <translation>Offset %1</translation>
    </message>
</context>
<context>
    <name>hg::LoadFailedPage</name>
    <message>
        <source>Retry</source>
        <translation>Erneut versuchen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>hg::LoadingPage</name>
    <message>
        <source>Cancelling…</source>
        <translation>Wird abgebrochen…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>hg::MainWindow</name>
    <message>
        <source>About Hourglass</source>
        <translation>Über Hourglass</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Hourglass %1&lt;/h3&gt;&lt;p&gt;A desktop viewer for timings and profiles.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Hourglass %1&lt;/h3&gt;&lt;p&gt;Ein Desktop-Betrachter für Zeitmessungen und Profile.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Clear List</source>
        <translation>Liste leeren</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>%1 wird geöffnet…</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <source>Could not open %1</source>
        <translation>%1 konnte nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Open Profile</source>
        <translation>Profil öffnen</translation>
    </message>
    <message>
        <source>Hourglass</source>
        <translation>Hourglass</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Close Tab</source>
        <translation>Tab &amp;schließen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>System Language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About Hourglass</source>
        <translation>Ü&amp;ber Hourglass</translation>
    </message>
    <message>
        <source>Open a profile with File &gt; Open (Ctrl+O), or drop a file here.</source>
        <translation>Öffnen Sie ein Profil mit Datei &gt; Öffnen (Strg+O) oder ziehen Sie eine Datei hierher.</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <source>SVG image (*.svg)</source>
        <translation>SVG-Bild (*.svg)</translation>
    </message>
    <message>
        <source>Export Image</source>
        <translation>Bild exportieren</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Speichern unter</translation>
    </message>
    <message>
        <source>No format can hold this profile.</source>
        <translation>Kein Format kann dieses Profil aufnehmen.</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Open &amp;Sample</source>
        <translation>&amp;Beispiel öffnen</translation>
    </message>
    <message>
        <source>&amp;Web Service Threads (Sentry)</source>
        <translation>&amp;Webdienst-Threads (Sentry)</translation>
    </message>
    <message>
        <source>&amp;Shop Requests (MiniProfiler)</source>
        <translation>&amp;Shop-Anfragen (MiniProfiler)</translation>
    </message>
    <message>
        <source>&amp;Minecraft Server (PocketMine-MP Timings)</source>
        <translation>&amp;Minecraft-Server (PocketMine-MP-Timings)</translation>
    </message>
    <message>
        <source>%1 finished</source>
        <translation>%1 beendet</translation>
    </message>
    <message>
        <source>%1 ended: %2</source>
        <translation>%1 beendet: %2</translation>
    </message>
    <message>
        <source>Recording to %1</source>
        <translation>Aufzeichnung nach %1</translation>
    </message>
    <message>
        <source>&amp;Record…</source>
        <translation>&amp;Aufzeichnen…</translation>
    </message>
    <message>
        <source>Sample a running process or a command you start, and watch it live</source>
        <translation>Einen laufenden Prozess oder einen gestarteten Befehl abtasten und live verfolgen</translation>
    </message>
    <message>
        <source>&amp;Connect…</source>
        <translation>&amp;Verbinden…</translation>
    </message>
    <message>
        <source>Attach to a running TraceActor (HOST:PORT or a Unix socket) and draw its frames as they stream in</source>
        <translation>Mit einem laufenden TraceActor verbinden (HOST:PORT oder Unix-Socket) und seine Frames beim Eintreffen zeichnen</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Cancelled; %1 was not changed</source>
        <translation>Abgebrochen; %1 wurde nicht verändert</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren…</translation>
    </message>
    <message>
        <source>Export &amp;Image…</source>
        <translation>&amp;Bild exportieren…</translation>
    </message>
    <message>
        <source>Compared %1</source>
        <translation>%1 verglichen</translation>
    </message>
    <message>
        <source>Co&amp;mpare…</source>
        <translation>Ver&amp;gleichen…</translation>
    </message>
    <message>
        <source>Compare two profiles: what got slower or faster from A to B (or drop a file with Shift held)</source>
        <translation>Zwei Profile vergleichen: was von A nach B langsamer oder schneller wurde (oder eine Datei mit gedrückter Umschalttaste ablegen)</translation>
    </message>
    <message>
        <source>Profiles (%1)</source>
        <translation>Profile (%1)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Open Profiles as One</source>
        <translation>Profile als eines öffnen</translation>
    </message>
    <message>
        <source>Open as O&amp;ne…</source>
        <translation>Als ei&amp;nes öffnen…</translation>
    </message>
    <message>
        <source>Open several profiles as one document: one call tree and flame graph over all of them, a track group per file</source>
        <translation>Mehrere Profile als ein Dokument öffnen: ein Aufrufbaum und Flame Graph über alle, eine Spurgruppe je Datei</translation>
    </message>
    <message>
        <source>Open a Folder of Profiles as One</source>
        <translation>Einen Ordner mit Profilen als eines öffnen</translation>
    </message>
    <message>
        <source>Open &amp;Folder as One…</source>
        <translation>&amp;Ordner als eines öffnen…</translation>
    </message>
    <message>
        <source>Open every profile in a folder as one document</source>
        <translation>Alle Profile eines Ordners als ein Dokument öffnen</translation>
    </message>
    <message>
        <source>Saved %1; %2</source>
        <translation>%1 gespeichert; %2</translation>
    </message>
</context>
<context>
    <name>hg::OpStatsModel</name>
    <message numerus="yes">
        <source>%1 — %n op(s)</source>
        <translation>
            <numerusform>%1 — %n Op</numerusform>
            <numerusform>%1 — %n Ops</numerusform>
        </translation>
    </message>
    <message>
        <source>Time not spent in events nested inside, on the same line</source>
        <translation>Zeit, die nicht in darin verschachtelten Ereignissen derselben Linie liegt</translation>
    </message>
    <message>
        <source>Share of the plane&apos;s self time</source>
        <translation>Anteil an der eigenen Zeit der Ebene</translation>
    </message>
    <message>
        <source>Op</source>
        <translation>Op</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Self</source>
        <translation>Eigen</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>Min</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>Max</translation>
    </message>
    <message>
        <source>% of plane</source>
        <translation>% der Ebene</translation>
    </message>
</context>
<context>
    <name>hg::OpStatsPanel</name>
    <message>
        <source>Events aggregated by name in each plane. Self time leaves out events nested inside, on the same line. Choose an op to select its events; double-click to see them on the timeline.</source>
        <translation>Ereignisse je Ebene nach Namen zusammengefasst. Die eigene Zeit lässt darin verschachtelte Ereignisse derselben Linie aus. Wählen Sie eine Op, um ihre Ereignisse auszuwählen; Doppelklick zeigt sie in der Zeitleiste.</translation>
    </message>
    <message>
        <source>Aggregating…</source>
        <translation>Wird zusammengefasst…</translation>
    </message>
</context>
<context>
    <name>hg::ProcessListModel</name>
    <message>
        <source>PID</source>
        <translation>PID</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Benutzer</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>Threads</translation>
    </message>
    <message>
        <source>CPU %</source>
        <translation>CPU %</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
</context>
<context>
    <name>hg::ProcessRecorder</name>
    <message>
        <source>Recording of process %1</source>
        <translation>Aufzeichnung von Prozess %1</translation>
    </message>
    <message>
        <source>Recording of %1 (process %2)</source>
        <translation>Aufzeichnung von %1 (Prozess %2)</translation>
    </message>
    <message>
        <source>Recording of %1</source>
        <translation>Aufzeichnung von %1</translation>
    </message>
    <message>
        <source>%1 samples, %2 threads, %3 s</source>
        <translation>%1 Samples, %2 Threads, %3 s</translation>
    </message>
</context>
<context>
    <name>hg::Profile</name>
    <message>
        <source>%1 bytes: %2</source>
        <translation>%1 Bytes: %2</translation>
    </message>
</context>
<context>
    <name>hg::ProfileBuilder</name>
    <message numerus="yes">
        <source>%n end event(s) without a matching begin on track &quot;%1&quot; were ignored</source>
        <translation>
            <numerusform>%n Ende-Ereignis ohne passenden Beginn auf Spur „%1“ wurde ignoriert</numerusform>
            <numerusform>%n Ende-Ereignisse ohne passenden Beginn auf Spur „%1“ wurden ignoriert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n span(s) on track &quot;%1&quot; were never closed; they end at the track&apos;s last time</source>
        <translation>
            <numerusform>%n Spanne auf Spur „%1“ wurde nie geschlossen; sie endet zur letzten Zeit der Spur</numerusform>
            <numerusform>%n Spannen auf Spur „%1“ wurden nie geschlossen; sie enden zur letzten Zeit der Spur</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n span(s) on track &quot;%1&quot; end after their parent; they are kept as they are</source>
        <translation>
            <numerusform>%n Spanne auf Spur „%1“ endet nach ihrer übergeordneten Spanne; sie bleibt unverändert</numerusform>
            <numerusform>%n Spannen auf Spur „%1“ enden nach ihrer übergeordneten Spanne; sie bleiben unverändert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n span(s) on track &quot;%1&quot; name a parent that was not read before them; they are shown as roots</source>
        <translation>
            <numerusform>%n Spanne auf Spur „%1“ nennt eine übergeordnete Spanne, die nicht vor ihr gelesen wurde; sie wird als Wurzel gezeigt</numerusform>
            <numerusform>%n Spannen auf Spur „%1“ nennen übergeordnete Spannen, die nicht vor ihnen gelesen wurden; sie werden als Wurzeln gezeigt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n flow(s) name a span that was never added; they were left out</source>
        <translation>
            <numerusform>%n Fluss nennt eine Spanne, die nie hinzugefügt wurde; er wurde ausgelassen</numerusform>
            <numerusform>%n Flüsse nennen eine Spanne, die nie hinzugefügt wurde; sie wurden ausgelassen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hg::ProtocolLogModel</name>
    <message>
        <source>sent to the actor</source>
        <translation>an den Actor gesendet</translation>
    </message>
    <message>
        <source>received from the actor</source>
        <translation>vom Actor empfangen</translation>
    </message>
    <message>
        <source>The actor refused the request: %1</source>
        <translation>Der Actor hat die Anfrage abgelehnt: %1</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Dir.</source>
        <translation>Richt.</translation>
    </message>
    <message>
        <source>Packet type</source>
        <translation>Pakettyp</translation>
    </message>
    <message>
        <source>Packet</source>
        <translation>Paket</translation>
    </message>
</context>
<context>
    <name>hg::ProtocolLogPane</name>
    <message numerus="yes">
        <source>&lt;b&gt;Protocol log&lt;/b&gt; — %n packet(s)</source>
        <translation>
            <numerusform>&lt;b&gt;Protokoll&lt;/b&gt; — %n Paket</numerusform>
            <numerusform>&lt;b&gt;Protokoll&lt;/b&gt; — %n Pakete</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hg::RangeBar</name>
    <message>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <source>Full range</source>
        <translation>Ganzer Bereich</translation>
    </message>
    <message>
        <source>The whole profile</source>
        <translation>Das ganze Profil</translation>
    </message>
    <message>
        <source>Selection: %1</source>
        <translation>Auswahl: %1</translation>
    </message>
    <message>
        <source>Zoom</source>
        <translation>Zoomen</translation>
    </message>
    <message>
        <source>Zoom into the selection (Enter); the breadcrumb goes back out</source>
        <translation>In die Auswahl zoomen (Eingabe); die Brotkrumenleiste führt wieder hinaus</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Aufheben</translation>
    </message>
    <message>
        <source>Clear the selection (Esc)</source>
        <translation>Die Auswahl aufheben (Esc)</translation>
    </message>
</context>
<context>
    <name>hg::RecordDialog</name>
    <message>
        <source>Record a Process</source>
        <translation>Einen Prozess aufzeichnen</translation>
    </message>
    <message>
        <source>A &amp;running process</source>
        <translation>Ein &amp;laufender Prozess</translation>
    </message>
    <message>
        <source>Search by PID, user or command</source>
        <translation>Nach PID, Benutzer oder Befehl suchen</translation>
    </message>
    <message>
        <source>A &amp;command to start</source>
        <translation>Ein zu startender &amp;Befehl</translation>
    </message>
    <message>
        <source>e.g. ./server --port 8080</source>
        <translation>z. B. ./server --port 8080</translation>
    </message>
    <message>
        <source>Samples per second and thread:</source>
        <translation>Samples pro Sekunde und Thread:</translation>
    </message>
    <message>
        <source> Hz</source>
        <translation> Hz</translation>
    </message>
    <message>
        <source>Stop after:</source>
        <translation>Stoppen nach:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>when I press Stop</source>
        <translation>wenn ich Stopp drücke</translation>
    </message>
    <message>
        <source>&amp;Record</source>
        <translation>&amp;Aufzeichnen</translation>
    </message>
</context>
<context>
    <name>hg::RequestTableModel</name>
    <message>
        <source>Request</source>
        <translation>Anfrage</translation>
    </message>
    <message>
        <source>Machine</source>
        <translation>Rechner</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Beginn</translation>
    </message>
    <message>
        <source>Duration (ms)</source>
        <translation>Dauer (ms)</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>SQL calls</source>
        <translation>SQL-Aufrufe</translation>
    </message>
    <message>
        <source>SQL (ms)</source>
        <translation>SQL (ms)</translation>
    </message>
    <message>
        <source>All custom timings</source>
        <translation>Alle Custom Timings</translation>
    </message>
</context>
<context>
    <name>hg::SampleWeightSwitches</name>
    <message>
        <source>CPU time</source>
        <translation>CPU-Zeit</translation>
    </message>
    <message>
        <source>Count each sample by the CPU time its thread used since the sample before, not by the time until the next one: threads that only wait drop out</source>
        <translation>Jedes Sample nach der CPU-Zeit zählen, die sein Thread seit dem Sample davor verbraucht hat, statt nach der Zeit bis zum nächsten: Threads, die nur warten, fallen heraus</translation>
    </message>
    <message>
        <source>This profile does not say how much CPU time its threads used (recordings of Hourglass, Firefox profiles with CPU deltas and perf&apos;s clock events do)</source>
        <translation>Dieses Profil sagt nicht, wie viel CPU-Zeit seine Threads verbraucht haben (Aufzeichnungen von Hourglass, Firefox-Profile mit CPU-Deltas und perfs Takt-Ereignisse sagen es)</translation>
    </message>
    <message>
        <source>All samples</source>
        <translation>Alle Samples</translation>
    </message>
    <message>
        <source>Running only</source>
        <translation>Nur laufend</translation>
    </message>
    <message>
        <source>Waiting only</source>
        <translation>Nur wartend</translation>
    </message>
    <message>
        <source>Only the samples taken while their thread ran on a CPU, or while it waited (slept, blocked, was preempted)</source>
        <translation>Nur die Samples, bei denen ihr Thread auf einer CPU lief, oder die, bei denen er wartete (schlief, blockiert war, verdrängt wurde)</translation>
    </message>
    <message>
        <source>This profile does not say whether its threads were running or waiting</source>
        <translation>Dieses Profil sagt nicht, ob seine Threads liefen oder warteten</translation>
    </message>
</context>
<context>
    <name>hg::SaveProfileJob</name>
    <message>
        <source>Saving %1…</source>
        <translation>%1 wird gespeichert…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>hg::ScreenshotRunner</name>
    <message>
        <source>timed out waiting for the file to load</source>
        <translation>Zeitüberschreitung beim Warten auf das Laden der Datei</translation>
    </message>
    <message>
        <source>%1: could not be opened</source>
        <translation>%1: konnte nicht geöffnet werden</translation>
    </message>
    <message>
        <source>%1: no view named &quot;%2&quot; for this file; views: %3</source>
        <translation>%1: keine Ansicht namens „%2“ für diese Datei; Ansichten: %3</translation>
    </message>
    <message>
        <source>%1: no track named &quot;%2&quot;</source>
        <translation>%1: keine Spur namens „%2“</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>%1 lässt sich nicht schreiben</translation>
    </message>
    <message>
        <source>%1: no span named &quot;%2&quot;</source>
        <translation>%1: keine Spanne namens „%2“</translation>
    </message>
    <message>
        <source>%1: --transform: %2</source>
        <translation>%1: --transform: %2</translation>
    </message>
    <message>
        <source>%1: no view named &quot;%2&quot; for this comparison; views: %3</source>
        <translation>%1: keine Ansicht namens „%2“ für diesen Vergleich; Ansichten: %3</translation>
    </message>
</context>
<context>
    <name>hg::SearchBar</name>
    <message>
        <source>%1 functions, %2 spans, %3 samples match</source>
        <translation>%1 Funktionen, %2 Spannen, %3 Samples passen</translation>
    </message>
    <message>
        <source>Regex</source>
        <translation>Regex</translation>
    </message>
    <message>
        <source>Previous match (Shift+Enter)</source>
        <translation>Vorheriger Treffer (Umschalt+Eingabe)</translation>
    </message>
    <message>
        <source>Next match (Enter)</source>
        <translation>Nächster Treffer (Eingabe)</translation>
    </message>
    <message>
        <source>Search functions, files, modules (Ctrl+F)</source>
        <translation>Funktionen, Dateien, Module suchen (Strg+F)</translation>
    </message>
</context>
<context>
    <name>hg::StepTreeModel</name>
    <message>
        <source>%1 (%2 ms)</source>
        <translation>%1 (%2 ms)</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Duration (ms)</source>
        <translation>Dauer (ms)</translation>
    </message>
    <message>
        <source>With children (ms)</source>
        <translation>Mit Kindern (ms)</translation>
    </message>
    <message>
        <source>From start (ms)</source>
        <translation>Ab Beginn (ms)</translation>
    </message>
    <message>
        <source>% of request</source>
        <translation>% der Anfrage</translation>
    </message>
</context>
<context>
    <name>hg::StepsPanel</name>
    <message>
        <source>Redirects: %1</source>
        <translation>Weiterleitungen: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s) hidden</source>
        <translation>
            <numerusform>%n Schritt ausgeblendet</numerusform>
            <numerusform>%n Schritte ausgeblendet</numerusform>
        </translation>
    </message>
    <message>
        <source>Custom timings (%1)</source>
        <translation>Custom Timings (%1)</translation>
    </message>
    <message>
        <source>Query (values as ?)</source>
        <translation>Abfrage (Werte als ?)</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Calls</source>
        <translation>Aufrufe</translation>
    </message>
    <message>
        <source>Distinct commands</source>
        <translation>Verschiedene Befehle</translation>
    </message>
    <message>
        <source>Total (ms)</source>
        <translation>Gesamt (ms)</translation>
    </message>
    <message numerus="yes">
        <source>The same command %n time(s): a duplicate.</source>
        <translation>
            <numerusform>Derselbe Befehl %n-mal: ein Duplikat.</numerusform>
            <numerusform>Derselbe Befehl %n-mal: ein Duplikat.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The same query with other values %n time(s): an N+1 loop?</source>
        <translation>
            <numerusform>Dieselbe Abfrage mit anderen Werten %n-mal: eine N+1-Schleife?</numerusform>
            <numerusform>Dieselbe Abfrage mit anderen Werten %n-mal: eine N+1-Schleife?</numerusform>
        </translation>
    </message>
    <message>
        <source>Repeated queries (%1)</source>
        <translation>Wiederholte Abfragen (%1)</translation>
    </message>
    <message>
        <source>Links</source>
        <translation>Links</translation>
    </message>
    <message>
        <source>Fields</source>
        <translation>Felder</translation>
    </message>
    <message>
        <source>Hide trivial steps under</source>
        <translation>Triviale Schritte ausblenden unter</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Custom timings</source>
        <translation>Custom Timings</translation>
    </message>
    <message>
        <source>Repeated queries</source>
        <translation>Wiederholte Abfragen</translation>
    </message>
    <message>
        <source>Client timings</source>
        <translation>Client-Timings</translation>
    </message>
    <message>
        <source>Request</source>
        <translation>Anfrage</translation>
    </message>
</context>
<context>
    <name>hg::SummaryHeader</name>
    <message>
        <source>Format: %1</source>
        <translation>Format: %1</translation>
    </message>
    <message>
        <source>Duration: %1</source>
        <translation>Dauer: %1</translation>
    </message>
    <message>
        <source>Tracks: %1</source>
        <translation>Spuren: %1</translation>
    </message>
    <message>
        <source>Spans: %1</source>
        <translation>Spannen: %1</translation>
    </message>
    <message>
        <source>Samples: %1</source>
        <translation>Samples: %1</translation>
    </message>
    <message>
        <source>Warnings: %1</source>
        <translation>Warnungen: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Records: %1</source>
        <translation>Einträge: %1</translation>
    </message>
    <message>
        <source>Flows: %1</source>
        <translation>Flüsse: %1</translation>
    </message>
    <message>
        <source>Samples: %1 (%2 distinct stacks)</source>
        <translation>Samples: %1 (%2 verschiedene Stacks)</translation>
    </message>
    <message>
        <source>Showing the first thread while the others are read: %1%</source>
        <translation>Der erste Thread wird gezeigt, während die übrigen gelesen werden: %1%</translation>
    </message>
</context>
<context>
    <name>hg::TickShareChart</name>
    <message>
        <source>Top timers by share of the tick (legacy report: timers may overlap)</source>
        <translation>Größte Timer nach Anteil am Tick (alter Bericht: Timer können sich überlappen)</translation>
    </message>
    <message>
        <source>Top timers by share of the tick (own time)</source>
        <translation>Größte Timer nach Anteil am Tick (eigene Zeit)</translation>
    </message>
    <message>
        <source>% of tick time</source>
        <translation>% der Tick-Zeit</translation>
    </message>
    <message>
        <source>% of the time spent in Full Server Tick</source>
        <translation>% der Zeit in „Full Server Tick“</translation>
    </message>
</context>
<context>
    <name>hg::TimelineView</name>
    <message>
        <source>(no group)</source>
        <translation>(keine Gruppe)</translation>
    </message>
    <message>
        <source>Preparing samples…</source>
        <translation>Samples werden vorbereitet…</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;start %2&lt;br&gt;duration %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Beginn %2&lt;br&gt;Dauer %3</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>Schritt %1</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;group_id %2&lt;br&gt;start %3&lt;br&gt;duration %4&lt;br&gt;%n span(s)</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;group_id %2&lt;br&gt;Beginn %3&lt;br&gt;Dauer %4&lt;br&gt;%n Spanne</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;group_id %2&lt;br&gt;Beginn %3&lt;br&gt;Dauer %4&lt;br&gt;%n Spannen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more concurrent children on folded lanes; click to show them</source>
        <translation>
            <numerusform>%n weiteres nebenläufiges Kind auf eingeklappten Bahnen; klicken, um es zu zeigen</numerusform>
            <numerusform>%n weitere nebenläufige Kinder auf eingeklappten Bahnen; klicken, um sie zu zeigen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;Flow %1&lt;/b&gt;&lt;br&gt;from %2&lt;br&gt;to %3&lt;br&gt;Click to go to its other end</source>
        <translation>&lt;b&gt;Fluss %1&lt;/b&gt;&lt;br&gt;von %2&lt;br&gt;nach %3&lt;br&gt;Klicken, um zu seinem anderen Ende zu gehen</translation>
    </message>
    <message>
        <source>Zoom into the selection (Enter)</source>
        <translation>In die Auswahl zoomen (Eingabe)</translation>
    </message>
    <message>
        <source>Zoom into Selection</source>
        <translation>In die Auswahl zoomen</translation>
    </message>
    <message>
        <source>Clear Selection</source>
        <translation>Auswahl aufheben</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>Angeheftet</translation>
    </message>
    <message>
        <source>Counters</source>
        <translation>Zähler</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Click to fold it to its activity graph; drag to move it; right-click to hide or pin it</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Klicken, um sie zu ihrem Aktivitätsgraphen einzuklappen; ziehen, um sie zu verschieben; Rechtsklick, um sie auszublenden oder anzuheften</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Click to expand it to its flame chart; drag to move it; right-click to hide or pin it</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Klicken, um sie zu ihrem Flame Chart aufzuklappen; ziehen, um sie zu verschieben; Rechtsklick, um sie auszublenden oder anzuheften</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;on %2&lt;br&gt;at %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;auf %2&lt;br&gt;bei %3</translation>
    </message>
    <message>
        <source>&lt;br&gt;Double-click to select the %1 to the next marker</source>
        <translation>&lt;br&gt;Doppelklick wählt die %1 bis zur nächsten Marke</translation>
    </message>
    <message numerus="yes">
        <source>… %n more caller(s)</source>
        <translation>
            <numerusform>… %n weiterer Aufrufer</numerusform>
            <numerusform>… %n weitere Aufrufer</numerusform>
        </translation>
    </message>
    <message>
        <source>Sample at %1, %2</source>
        <translation>Sample bei %1, %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 at %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 bei %3</translation>
    </message>
    <message>
        <source>Fold to Activity Graph</source>
        <translation>Zum Aktivitätsgraphen einklappen</translation>
    </message>
    <message>
        <source>Expand to Flame Chart</source>
        <translation>Zum Flame Chart aufklappen</translation>
    </message>
    <message>
        <source>Unpin Track</source>
        <translation>Spur lösen</translation>
    </message>
    <message>
        <source>Pin Track to Top</source>
        <translation>Spur oben anheften</translation>
    </message>
    <message>
        <source>Hide Track</source>
        <translation>Spur ausblenden</translation>
    </message>
    <message numerus="yes">
        <source>Show %n Hidden Track(s)</source>
        <translation>
            <numerusform>%n ausgeblendete Spur zeigen</numerusform>
            <numerusform>%n ausgeblendete Spuren zeigen</numerusform>
        </translation>
    </message>
    <message>
        <source>Short calls, folded at this zoom: zoom in to see them</source>
        <translation>Kurze Aufrufe, bei diesem Zoom zusammengefasst: hineinzoomen, um sie zu sehen</translation>
    </message>
</context>
<context>
    <name>hg::TimingsListModel</name>
    <message>
        <source>Time counted by other timings as well: left out of the report&apos;s totals</source>
        <translation>Zeit, die auch andere Timings zählen: nicht in den Summen des Berichts</translation>
    </message>
    <message numerus="yes">
        <source>%n timer(s)</source>
        <translation>
            <numerusform>%n Timer</numerusform>
            <numerusform>%n Timer</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — %2, counted by other timings</source>
        <translation>%1 — %2, von anderen Timings mitgezählt</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>hg::TimingsListPanel</name>
    <message>
        <source>A category&apos;s total counts its outermost timers (not those nested inside them). &quot;Minecraft - Breakdown&quot; is time that other timers count too.</source>
        <translation>Die Summe einer Kategorie zählt ihre äußersten Timer (nicht die darin verschachtelten). „Minecraft - Breakdown“ ist Zeit, die andere Timer mitzählen.</translation>
    </message>
    <message>
        <source>Aggregating…</source>
        <translation>Wird zusammengefasst…</translation>
    </message>
</context>
<context>
    <name>hg::TimingsTreeModel</name>
    <message>
        <source>Time of the parent that none of its children account for</source>
        <translation>Zeit des übergeordneten Timers, die keines seiner Kinder erklärt</translation>
    </message>
    <message>
        <source>Counted by other timings as well</source>
        <translation>Auch von anderen Timings gezählt</translation>
    </message>
</context>
<context>
    <name>hg::TimingsTreePanel</name>
    <message>
        <source>Timers under the timers that called them. [self] is a timer&apos;s time that its children do not account for.</source>
        <translation>Timer unter den Timern, die sie aufgerufen haben. [selbst] ist die Zeit eines Timers, die seine Kinder nicht erklären.</translation>
    </message>
    <message>
        <source>Expand &amp;hot path</source>
        <translation>&amp;Heißen Pfad aufklappen</translation>
    </message>
    <message>
        <source>E&amp;xpand all</source>
        <translation>Alles auf&amp;klappen</translation>
    </message>
    <message>
        <source>&amp;Collapse all</source>
        <translation>Alles &amp;zuklappen</translation>
    </message>
    <message>
        <source>Aggregating…</source>
        <translation>Wird zusammengefasst…</translation>
    </message>
</context>
<context>
    <name>hg::TraceActorClient</name>
    <message>
        <source>cannot connect to the TraceActor at %1: %2</source>
        <translation>keine Verbindung zum TraceActor unter %1: %2</translation>
    </message>
    <message>
        <source>the TraceActor at %1 closed the connection while tracing (%2); what arrived before is kept</source>
        <translation>der TraceActor unter %1 hat die Verbindung während des Tracens geschlossen (%2); das bis dahin Empfangene bleibt erhalten</translation>
    </message>
    <message>
        <source>the TraceActor at %1 closed the connection</source>
        <translation>der TraceActor unter %1 hat die Verbindung geschlossen</translation>
    </message>
    <message>
        <source>not connected to a TraceActor</source>
        <translation>nicht mit einem TraceActor verbunden</translation>
    </message>
    <message>
        <source>the TraceActor at %1 sent data that is not in the &lt;length&gt;:&lt;JSON&gt; framing; the connection was closed</source>
        <translation>der TraceActor unter %1 hat Daten außerhalb des Formats &lt;Länge&gt;:&lt;JSON&gt; gesendet; die Verbindung wurde geschlossen</translation>
    </message>
    <message>
        <source>a packet from the TraceActor is not a JSON object (%1)</source>
        <translation>ein Paket vom TraceActor ist kein JSON-Objekt (%1)</translation>
    </message>
</context>
<context>
    <name>hg::TraceActorLiveSource</name>
    <message>
        <source>the TraceActor at %1 did not answer detach within %2 s; the connection was closed</source>
        <translation>der TraceActor unter %1 hat auf detach nicht binnen %2 s geantwortet; die Verbindung wurde geschlossen</translation>
    </message>
    <message numerus="yes">
        <source>%n frame packet(s)</source>
        <translation>
            <numerusform>%n Frame-Paket</numerusform>
            <numerusform>%n Frame-Pakete</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopping: %1</source>
        <translation>Wird beendet: %1</translation>
    </message>
    <message>
        <source>Connected to %1, starting the trace: %2</source>
        <translation>Mit %1 verbunden, Trace wird gestartet: %2</translation>
    </message>
    <message>
        <source>Tracing %1 at %2: %3</source>
        <translation>Trace %1 bei %2: %3</translation>
    </message>
    <message>
        <source>the TraceActor refused to start the trace: %1 (%2)</source>
        <translation>der TraceActor hat den Start des Traces abgelehnt: %1 (%2)</translation>
    </message>
    <message>
        <source>packet at byte %1 of the connection: %2</source>
        <translation>Paket bei Byte %1 der Verbindung: %2</translation>
    </message>
</context>
<context>
    <name>hg::TrackPairing</name>
    <message>
        <source>All tracks</source>
        <translation>Alle Spuren</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleichen</translation>
    </message>
    <message>
        <source>A&apos;s track (all, or one thread, request or line)</source>
        <translation>Spur von A (alle, oder ein Thread, eine Anfrage oder Linie)</translation>
    </message>
    <message>
        <source>B&apos;s track, chosen by name with A&apos;s; choose another to pair tracks whose names differ</source>
        <translation>Spur von B, nach dem Namen mit der von A gewählt; wählen Sie eine andere, um Spuren mit verschiedenen Namen zu paaren</translation>
    </message>
</context>
<context>
    <name>hg::TrackSelector</name>
    <message>
        <source>All tracks (%1)</source>
        <translation>Alle Spuren (%1)</translation>
    </message>
    <message>
        <source>%1 samples</source>
        <translation>%1 Samples</translation>
    </message>
    <message>
        <source>%1 spans</source>
        <translation>%1 Spannen</translation>
    </message>
    <message>
        <source>All threads (%1)</source>
        <translation>Alle Threads (%1)</translation>
    </message>
    <message>
        <source>%1 records</source>
        <translation>%1 Einträge</translation>
    </message>
    <message>
        <source>All threads: %1 (%2)</source>
        <translation>Alle Threads: %1 (%2)</translation>
    </message>
    <message>
        <source>All tracks: %1 (%2)</source>
        <translation>Alle Spuren: %1 (%2)</translation>
    </message>
    <message>
        <source>%1 so far, the others are being read</source>
        <translation>bisher %1, die übrigen werden gelesen</translation>
    </message>
</context>
<context>
    <name>hg::TrackTableModel</name>
    <message>
        <source>Track</source>
        <translation>Spur</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Thread ID</source>
        <translation>Thread-ID</translation>
    </message>
    <message>
        <source>Spans</source>
        <translation>Spannen</translation>
    </message>
    <message>
        <source>Samples</source>
        <translation>Samples</translation>
    </message>
    <message>
        <source>Max depth</source>
        <translation>Max. Tiefe</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Erstes</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Letztes</translation>
    </message>
</context>
<context>
    <name>hg::Transform</name>
    <message>
        <source>unknown transform &quot;%1&quot; (expected one of: %2)</source>
        <translation>unbekannte Transformation „%1“ (erwartet eine von: %2)</translation>
    </message>
    <message>
        <source>transform &quot;%1&quot; takes no argument</source>
        <translation>Transformation „%1“ nimmt kein Argument</translation>
    </message>
    <message>
        <source>transform &quot;%1&quot; needs a name: %1:NAME</source>
        <translation>Transformation „%1“ braucht einen Namen: %1:NAME</translation>
    </message>
    <message>
        <source>transform &quot;%1&quot; needs a call path: %1:A;B;C</source>
        <translation>Transformation „%1“ braucht einen Aufrufpfad: %1:A;B;C</translation>
    </message>
    <message>
        <source>no category named &quot;%1&quot;</source>
        <translation>keine Kategorie namens „%1“</translation>
    </message>
    <message>
        <source>no module named &quot;%1&quot;</source>
        <translation>kein Modul namens „%1“</translation>
    </message>
    <message>
        <source>no function named &quot;%1&quot;</source>
        <translation>keine Funktion namens „%1“</translation>
    </message>
    <message>
        <source>No frame is the program&apos;s own code: all time is attributed to the root.</source>
        <translation>Kein Frame gehört zum Code des Programms selbst: die ganze Zeit wird der Wurzel zugerechnet.</translation>
    </message>
    <message>
        <source>no sample says whether its thread was running</source>
        <translation>kein Sample sagt, ob sein Thread lief</translation>
    </message>
    <message>
        <source>no sample has a CPU time</source>
        <translation>kein Sample hat eine CPU-Zeit</translation>
    </message>
    <message>
        <source>transform &quot;%1&quot; takes %2 or %3</source>
        <translation>Transformation „%1“ nimmt %2 oder %3</translation>
    </message>
</context>
<context>
    <name>hg::TransformBar</name>
    <message>
        <source>Undone: click to apply it again (Ctrl+Shift+Z)</source>
        <translation>Rückgängig gemacht: klicken, um es wieder anzuwenden (Strg+Umschalt+Z)</translation>
    </message>
    <message>
        <source>Complete profile</source>
        <translation>Ganzes Profil</translation>
    </message>
    <message>
        <source>Hide frames that are not the program&apos;s own (libraries, the runtime): their time goes to the nearest own caller</source>
        <translation>Frames ausblenden, die nicht zum Programm selbst gehören (Bibliotheken, Laufzeitumgebung): ihre Zeit geht an den nächsten eigenen Aufrufer</translation>
    </message>
    <message>
        <source>Trees and the flame graph grow from the functions that ran up to their callers</source>
        <translation>Bäume und Flame Graph wachsen von den Funktionen, die liefen, hinauf zu ihren Aufrufern</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>hg::WarningListModel</name>
    <message numerus="yes">
        <source>… and %n more warning(s) not listed</source>
        <translation>
            <numerusform>… und %n weitere, nicht aufgeführte Warnung</numerusform>
            <numerusform>… und %n weitere, nicht aufgeführte Warnungen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Hourglass, a viewer for timings and profiles.</source>
        <translation>Hourglass, ein Betrachter für Zeitmessungen und Profile.</translation>
    </message>
    <message>
        <source>Render FILE to a PNG image and exit.</source>
        <translation>DATEI als PNG-Bild ausgeben und beenden.</translation>
    </message>
    <message>
        <source>The view to show.</source>
        <translation>Die anzuzeigende Ansicht.</translation>
    </message>
    <message>
        <source>The track to show.</source>
        <translation>Die anzuzeigende Spur.</translation>
    </message>
    <message>
        <source>Window size for --screenshot.</source>
        <translation>Fenstergröße für --screenshot.</translation>
    </message>
    <message>
        <source>Profiles to open.</source>
        <translation>Zu öffnende Profile.</translation>
    </message>
    <message>
        <source>--size expects WIDTHxHEIGHT, e.g. 1600x1000</source>
        <translation>--size erwartet BREITExHÖHE, z. B. 1600x1000</translation>
    </message>
    <message>
        <source>A span to select for --screenshot (its details shown).</source>
        <translation>Eine für --screenshot auszuwählende Spanne (ihre Details werden gezeigt).</translation>
    </message>
    <message>
        <source>Connect to the TraceActor at ADDRESS (HOST:PORT or a Unix socket path) and trace it live.</source>
        <translation>Mit dem TraceActor unter ADDRESS (HOST:PORT oder Pfad eines Unix-Sockets) verbinden und live tracen.</translation>
    </message>
    <message>
        <source>The name of the trace --connect starts.</source>
        <translation>Der Name des Traces, den --connect startet.</translation>
    </message>
    <message>
        <source>Record the running process PID live.</source>
        <translation>Den laufenden Prozess PID live aufzeichnen.</translation>
    </message>
    <message>
        <source>Start COMMAND (one argument, quoted) and record it live.</source>
        <translation>COMMAND starten (ein Argument, in Anführungszeichen) und live aufzeichnen.</translation>
    </message>
    <message>
        <source>--record expects a process id, --record-command a command</source>
        <translation>--record erwartet eine Prozess-ID, --record-command einen Befehl</translation>
    </message>
    <message>
        <source>A transform to apply for --screenshot (repeatable, in order; as hourglass-cli tree --transform).</source>
        <translation>Eine Transformation für --screenshot (wiederholbar, in Reihenfolge; wie bei hourglass-cli tree --transform).</translation>
    </message>
    <message>
        <source>Compare two profiles: the files A (before) and B (after).</source>
        <translation>Zwei Profile vergleichen: die Dateien A (vorher) und B (nachher).</translation>
    </message>
    <message>
        <source>--compare expects two files, A and B</source>
        <translation>--compare erwartet zwei Dateien, A und B</translation>
    </message>
    <message>
        <source>A time range to select, START:END in seconds from the start or with a unit (200ms:1.5s); given again, the one before is zoomed into.</source>
        <translation>Ein auszuwählender Zeitbereich, START:ENDE in Sekunden ab Beginn oder mit Einheit (200ms:1.5s); erneut angegeben, wird in den vorigen hineingezoomt.</translation>
    </message>
    <message>
        <source>--range expects START:END with START before END, in seconds or with a unit (ns, us, ms, s), e.g. 1.5:2 or 200ms:1s; got &quot;%1&quot;</source>
        <translation>--range erwartet START:ENDE mit START vor ENDE, in Sekunden oder mit Einheit (ns, us, ms, s), z. B. 1.5:2 oder 200ms:1s; erhalten: „%1“</translation>
    </message>
</context>
</TS>
