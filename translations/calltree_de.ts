<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AlgorithmNames</name>
    <message>
        <source>Optimal LogP tree (seed 000)</source>
        <translation>Optimaler LogP-Baum (Seed 000)</translation>
    </message>
    <message>
        <source>Fibonacci split (seed 001)</source>
        <translation>Fibonacci-Teilung (Seed 001)</translation>
    </message>
    <message>
        <source>Binomial bisection (seed 001)</source>
        <translation>Binomiale Halbierung (Seed 001)</translation>
    </message>
    <message>
        <source>optimal</source>
        <translation>optimal</translation>
    </message>
    <message>
        <source>Fibonacci</source>
        <translation>Fibonacci</translation>
    </message>
    <message>
        <source>binomial</source>
        <translation>binomial</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>CallTree Studio: design, show and compare collective communication.</source>
        <translation>CallTree Studio: kollektive Kommunikation entwerfen, darstellen und vergleichen.</translation>
    </message>
    <message>
        <source>Close the window after &lt;ms&gt; milliseconds.</source>
        <translation>Das Fenster nach &lt;ms&gt; Millisekunden schließen.</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>--quit-after needs a non-negative number of milliseconds, not &apos;%1&apos;</source>
        <translation>--quit-after erwartet eine nicht negative Anzahl Millisekunden, nicht „%1“</translation>
    </message>
</context>
<context>
    <name>studio::AlgorithmPanel</name>
    <message>
        <source>no result</source>
        <translation>kein Ergebnis</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 cycles&lt;/b&gt; simulated · formula: %2 cycles</source>
        <translation>&lt;b&gt;%1 Takte&lt;/b&gt; simuliert · Formel: %2 Takte</translation>
    </message>
    <message>
        <source>(formula and simulation differ!)</source>
        <translation>(Formel und Simulation weichen ab!)</translation>
    </message>
    <message>
        <source>· fastest</source>
        <translation>· am schnellsten</translation>
    </message>
</context>
<context>
    <name>studio::BroadcastTreeView</name>
    <message>
        <source>&lt;b&gt;Rank %1&lt;/b&gt;&lt;br&gt;holds the message at t = %2 cycles</source>
        <translation>&lt;b&gt;Rang %1&lt;/b&gt;&lt;br&gt;hat die Nachricht ab t = %2 Takten</translation>
    </message>
    <message>
        <source>&lt;br&gt;the root: it holds the message from the start</source>
        <translation>&lt;br&gt;die Wurzel: sie hat die Nachricht von Anfang an</translation>
    </message>
    <message>
        <source>&lt;br&gt;receives it from rank %1 (send #%2 of that rank)</source>
        <translation>&lt;br&gt;empfängt sie von Rang %1 (dessen Sendung Nr. %2)</translation>
    </message>
    <message>
        <source>&lt;br&gt;seed 000 label (P&lt;sub&gt;i&lt;/sub&gt;, T&lt;sub&gt;i&lt;/sub&gt;) = (%1, %2)</source>
        <translation>&lt;br&gt;Beschriftung nach Seed 000 (P&lt;sub&gt;i&lt;/sub&gt;, T&lt;sub&gt;i&lt;/sub&gt;) = (%1, %2)</translation>
    </message>
</context>
<context>
    <name>studio::DemoComparisonWidget</name>
    <message>
        <source>Cannot build the broadcasts: %1</source>
        <translation>Die Broadcasts lassen sich nicht erstellen: %1</translation>
    </message>
    <message>
        <source>Each circle is a rank and the time it holds the message; the number on an edge is the parent&apos;s send order (0 first). Hover over a rank for details, Ctrl+wheel zooms.</source>
        <translation>Jeder Kreis ist ein Rang mit dem Zeitpunkt, ab dem er die Nachricht hat; die Zahl an einer Kante ist die Sendereihenfolge des Elternknotens (0 zuerst). Für Details mit der Maus über einen Rang fahren, Strg+Mausrad zoomt.</translation>
    </message>
</context>
<context>
    <name>studio::MainWindow</name>
    <message>
        <source>&lt;h3&gt;CallTree Studio %1&lt;/h3&gt;&lt;p&gt;CallTree Studio designs, shows and compares collective communication: it builds broadcast trees such as the optimal LogP tree, the Fibonacci split and the binomial bisection, predicts their completion time with the closed formulas and checks them against an event-by-event LogP simulation, so that what you see, what is predicted and what is run come from one and the same communication program.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;CallTree Studio %1&lt;/h3&gt;&lt;p&gt;CallTree Studio entwirft, zeigt und vergleicht kollektive Kommunikation: Es baut Broadcast-Bäume wie den optimalen LogP-Baum, die Fibonacci-Teilung und die binomiale Halbierung, sagt ihre Laufzeit mit den geschlossenen Formeln voraus und prüft sie gegen eine ereignisgenaue LogP-Simulation. So stammen das Gezeigte, das Vorhergesagte und das Ausgeführte aus ein und demselben Kommunikationsprogramm.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>CallTree Studio</source>
        <translation>CallTree Studio</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Close CallTree Studio</source>
        <translation>CallTree Studio schließen</translation>
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
        <source>&amp;System default</source>
        <translation>&amp;Systemstandard</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About CallTree Studio</source>
        <translation>Ü&amp;ber CallTree Studio</translation>
    </message>
    <message>
        <source>No result: the parameters are invalid</source>
        <translation>Kein Ergebnis: Die Parameter sind ungültig</translation>
    </message>
    <message>
        <source>Fastest for P = %1: %2 (%3 cycles)</source>
        <translation>Am schnellsten bei P = %1: %2 (%3 Takte)</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>About CallTree Studio</source>
        <translation>Über CallTree Studio</translation>
    </message>
</context>
<context>
    <name>studio::ParameterBar</name>
    <message>
        <source>&amp;Ranks P:</source>
        <translation>&amp;Ränge P:</translation>
    </message>
    <message>
        <source>Roo&amp;t:</source>
        <translation>&amp;Wurzel:</translation>
    </message>
    <message>
        <source>&amp;L:</source>
        <translation>&amp;L:</translation>
    </message>
    <message>
        <source>&amp;o:</source>
        <translation>&amp;o:</translation>
    </message>
    <message>
        <source>&amp;g:</source>
        <translation>&amp;g:</translation>
    </message>
    <message>
        <source>Number of ranks that take part in the broadcast (1 to 256)</source>
        <translation>Anzahl der Ränge, die am Broadcast teilnehmen (1 bis 256)</translation>
    </message>
    <message>
        <source>The rank that holds the message at the start</source>
        <translation>Der Rang, der die Nachricht zu Beginn hat</translation>
    </message>
    <message>
        <source>Latency L: cycles a message spends on the wire</source>
        <translation>Latenz L: Takte, die eine Nachricht im Netz unterwegs ist</translation>
    </message>
    <message>
        <source>Overhead o: cycles a processor is busy sending or receiving one message</source>
        <translation>Overhead o: Takte, die ein Prozessor mit dem Senden oder Empfangen einer Nachricht beschäftigt ist</translation>
    </message>
    <message>
        <source>Gap g: least number of cycles between two sends of one processor</source>
        <translation>Lücke g: kleinster Abstand in Takten zwischen zwei Sendungen eines Prozessors</translation>
    </message>
    <message>
        <source> cycles</source>
        <translation> Takte</translation>
    </message>
    <message>
        <source>&amp;Defaults</source>
        <translation>&amp;Standardwerte</translation>
    </message>
    <message>
        <source>Back to seed 000&apos;s example: P = 16, L = 6, o = 2, g = 4</source>
        <translation>Zurück zum Beispiel aus Seed 000: P = 16, L = 6, o = 2, g = 4</translation>
    </message>
</context>
</TS>
