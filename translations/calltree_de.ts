<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AlgorithmNames</name>
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
    <message>
        <source>Optimal LogP broadcast tree (Shou &amp; Chen 1996): every rank that holds the message keeps sending, one send every g.</source>
        <translation>Optimaler LogP-Broadcast-Baum (Shou &amp; Chen 1996): Jeder Rang, der die Nachricht hat, sendet weiter, alle g eine Sendung.</translation>
    </message>
    <message>
        <source>Fibonacci-split multicast (Gu, Li &amp; Liu 2002): the source hands on a Fibonacci-sized part and keeps the larger one.</source>
        <translation>Fibonacci-Teilungs-Multicast (Gu, Li &amp; Liu 2002): Die Quelle gibt einen Teil von Fibonacci-Größe weiter und behält den größeren.</translation>
    </message>
    <message>
        <source>Binomial bisection multicast (Gu, Li &amp; Liu 2002): the ranks are halved and each half is served on its own.</source>
        <translation>Multicast durch binomiale Halbierung (Gu, Li &amp; Liu 2002): Die Ränge werden halbiert und jede Hälfte wird für sich bedient.</translation>
    </message>
</context>
<context>
    <name>AlgorithmSummary</name>
    <message>
        <source>(formula and simulation differ!)</source>
        <translation>(Formel und Simulation weichen ab!)</translation>
    </message>
    <message>
        <source> · no closed formula</source>
        <translation> · keine geschlossene Formel</translation>
    </message>
    <message>
        <source> — fastest</source>
        <translation> — am schnellsten</translation>
    </message>
    <message>
        <source>completes at &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>fertig bei &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source> · formula: %1</source>
        <translation> · Formel: %1</translation>
    </message>
    <message>
        <source> (the simulation&apos;s %1 more for data sent just after it was written is not in the formula)</source>
        <translation> (die %1, die die Simulation für gleich nach dem Schreiben gesendete Daten zusätzlich rechnet, stehen nicht in der Formel)</translation>
    </message>
</context>
<context>
    <name>MachineMismatch</name>
    <message>
        <source>These results were measured on %1, but the predictions use %2, calibrated on %3: another machine.</source>
        <translation>Diese Ergebnisse wurden auf %1 gemessen, die Vorhersagen verwenden aber %2, kalibriert auf %3: eine andere Maschine.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>These results ran programs built for the profile &quot;%1&quot; (%2), but the predictions use %3, another profile.</source>
        <translation>Diese Ergebnisse stammen von Programmen, die für das Profil „%1“ (%2) gebaut wurden, die Vorhersagen verwenden aber %3, ein anderes Profil.</translation>
    </message>
    <message>
        <source>These results ran programs built for the built-in profile &quot;%1&quot; and are predicted with %2: neither was measured on this machine.</source>
        <translation>Diese Ergebnisse stammen von Programmen, die für das eingebaute Profil „%1“ gebaut wurden, und werden mit %2 vorhergesagt: Keines von beiden wurde auf dieser Maschine gemessen.</translation>
    </message>
    <message>
        <source>Calibrate the machine that measured for predictions that hold there (the Calibrate… button, or: %1), or run again with &quot;Calibrate first&quot; ticked: the run then measures its own profile in the same launch.</source>
        <translation>Die Maschine kalibrieren, auf der gemessen wurde, damit die Vorhersagen dort zutreffen (die Schaltfläche „Kalibrieren…“ oder: %1), oder erneut mit „Zuerst kalibrieren“ laufen lassen: Der Lauf misst dann sein eigenes Profil im selben Start.</translation>
    </message>
    <message>
        <source>this machine</source>
        <translation>diesem Rechner</translation>
    </message>
    <message>
        <source>The schedule is costed with its BSP* profile &quot;%1&quot;, which was not measured where these results were (%2).</source>
        <translation>Der Schedule wird mit seinem BSP*-Profil „%1“ bewertet, das nicht dort gemessen wurde, wo diese Ergebnisse entstanden (%2).</translation>
    </message>
    <message>
        <source>The schedule is costed with its BSP* profile &quot;%1&quot; (%2), which was not measured where these results were (%3).</source>
        <translation>Der Schedule wird mit seinem BSP*-Profil „%1“ (%2) bewertet, das nicht dort gemessen wurde, wo diese Ergebnisse entstanden (%3).</translation>
    </message>
    <message>
        <source>The schedule is costed with its BSP* profile &quot;%1&quot;, calibrated on %2, but these results were measured on %3: another machine.</source>
        <translation>Der Schedule wird mit seinem BSP*-Profil „%1“ bewertet, kalibriert auf %2, diese Ergebnisse wurden aber auf %3 gemessen: ein anderer Rechner.</translation>
    </message>
    <message>
        <source>Calibrate the machine that measured (the Calibrate… button, or: %1), then select the calibration in the history and press &quot;Use these measurements&quot;: the schedule is then costed with that machine&apos;s profile.</source>
        <translation>Kalibrieren Sie den messenden Rechner (Schaltfläche „Kalibrieren…“ oder: %1), wählen Sie dann die Kalibrierung im Verlauf und drücken Sie „Diese Messungen verwenden“: Der Schedule wird dann mit dem Profil dieses Rechners bewertet.</translation>
    </message>
    <message>
        <source>%1 ranks ran on a host of %2 cores: they took turns on the cores, which the models do not account for (they give every rank a processor of its own), so the predictions are not expected to hold for this run.</source>
        <translation>%1 Ränge liefen auf einem Rechner mit %2 Kernen: Sie wechselten sich auf den Kernen ab, was die Modelle nicht berücksichtigen (sie geben jedem Rang einen eigenen Prozessor), daher sind für diesen Lauf keine zutreffenden Vorhersagen zu erwarten.</translation>
    </message>
    <message>
        <source>While the cases ran, other processes used %1 of the %2 cores of %3, where %4 ranks needed a core each: the measured times include their interference. Measure again when the host is quiet before trusting a comparison with the predictions.</source>
        <translation>Während die Fälle liefen, belegten andere Prozesse %1 der %2 Kerne von %3, wo %4 Ränge je einen Kern brauchten: Die gemessenen Zeiten enthalten deren Störung. Messen Sie erneut, wenn der Rechner ruhig ist, bevor Sie einem Vergleich mit den Vorhersagen trauen.</translation>
    </message>
</context>
<context>
    <name>PointTable</name>
    <message>
        <source>Ranks</source>
        <translation>Ränge</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>Byte</translation>
    </message>
    <message>
        <source>Best forced</source>
        <translation>Bester erzwungener</translation>
    </message>
    <message>
        <source>Gain over default</source>
        <translation>Gewinn ggü. Standard</translation>
    </message>
    <message>
        <source>Chosen</source>
        <translation>Gewählt</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Warum</translation>
    </message>
    <message>
        <source>Predicted best</source>
        <translation>Vorhergesagt bester</translation>
    </message>
    <message>
        <source>Agrees</source>
        <translation>Stimmt überein</translation>
    </message>
    <message>
        <source>default</source>
        <translation>Standard</translation>
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
        <source>Default (%1)</source>
        <translation>Standard (%1)</translation>
    </message>
    <message>
        <source>Best (%1)</source>
        <translation>Bester (%1)</translation>
    </message>
</context>
<context>
    <name>RulesExport</name>
    <message>
        <source>made by %1 from %2, machine %3, %4 ranks, %5</source>
        <translation>erstellt von %1 aus %2, Rechner %3, %4 Ränge, %5</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>These results were measured under MPICH: they decide MPICH&apos;s algorithms, which Open MPI does not have. Export them as MPICH JSON.</source>
        <translation>Diese Ergebnisse wurden unter MPICH gemessen: Sie entscheiden zwischen den Algorithmen von MPICH, die Open MPI nicht hat. Als MPICH-JSON exportieren.</translation>
    </message>
    <message>
        <source>the other collectives keep the installed MPICH&apos;s built-in tree, merged in</source>
        <translation>die übrigen kollektiven Operationen behalten den eingebauten Baum des installierten MPICH (eingefügt)</translation>
    </message>
    <message>
        <source>no installed MPICH&apos;s built-in tree was found: the file holds only the tuned collectives, and MPICH aborts on any other</source>
        <translation>kein eingebauter Baum eines installierten MPICH gefunden: Die Datei enthält nur die abgestimmten kollektiven Operationen, bei jeder anderen bricht MPICH ab</translation>
    </message>
</context>
<context>
    <name>RunPredictions</name>
    <message>
        <source>%1 (schedule cost, n = %2)</source>
        <translation>%1 (Schedule-Kosten, n = %2)</translation>
    </message>
    <message>
        <source>%1 (schedule re-costed at each size)</source>
        <translation>%1 (Schedule für jede Größe neu berechnet)</translation>
    </message>
    <message>
        <source>%1: L %2, o %3, g %4 µs, G %5 µs/B</source>
        <translation>%1: L %2, o %3, g %4 µs, G %5 µs/B</translation>
    </message>
    <message>
        <source> (for small messages; %1 size ranges)</source>
        <translation> (für kleine Nachrichten; %1 Größenbereiche)</translation>
    </message>
    <message>
        <source>%1: L %2, o %3, g %4 µs, g_s %5 µs, G %6 µs/B</source>
        <translation>%1: L %2, o %3, g %4 µs, g_s %5 µs, G %6 µs/B</translation>
    </message>
</context>
<context>
    <name>SweepSetupBuilder</name>
    <message>
        <source>Algorithms: %1</source>
        <translation>Algorithmen: %1</translation>
    </message>
    <message>
        <source>Algorithms: %1 is not one of the %2 algorithms %3 lists.</source>
        <translation>Algorithmen: %1 ist keiner der %2-Algorithmen, die %3 aufführt.</translation>
    </message>
    <message>
        <source>The runner does not measure %1.</source>
        <translation>Der Runner misst %1 nicht.</translation>
    </message>
    <message>
        <source>Choose at least one collective.</source>
        <translation>Mindestens eine kollektive Operation wählen.</translation>
    </message>
    <message>
        <source>Communicator sizes: %1</source>
        <translation>Kommunikatorgrößen: %1</translation>
    </message>
    <message>
        <source>Message sizes: %1</source>
        <translation>Nachrichtengrößen: %1</translation>
    </message>
    <message>
        <source>Choose the sweep&apos;s folder.</source>
        <translation>Den Ordner des Durchlaufs wählen.</translation>
    </message>
    <message>
        <source>The sweep&apos;s folder %1 is a file; choose a folder.</source>
        <translation>Der Ordner des Durchlaufs %1 ist eine Datei; einen Ordner wählen.</translation>
    </message>
    <message>
        <source>The launcher &apos;%1&apos; is not found: install Open MPI (apt-get install openmpi-bin) or give the launcher&apos;s path.</source>
        <translation>Das Startprogramm „%1“ wurde nicht gefunden: Open MPI installieren (apt-get install openmpi-bin) oder den Pfad des Startprogramms angeben.</translation>
    </message>
    <message>
        <source>Give a launcher (mpirun, or srun).</source>
        <translation>Ein Startprogramm angeben (mpirun oder srun).</translation>
    </message>
    <message>
        <source>The hostfile %1 does not exist.</source>
        <translation>Das Hostfile %1 existiert nicht.</translation>
    </message>
    <message>
        <source>Give the runner (calltree-runner; build it with cmake --build build --target calltree-runner).</source>
        <translation>Den Runner angeben (calltree-runner; bauen mit cmake --build build --target calltree-runner).</translation>
    </message>
    <message>
        <source>The runner &apos;%1&apos; is not found: build it (cmake --build build --target calltree-runner) or give its path.</source>
        <translation>Der Runner „%1“ wurde nicht gefunden: ihn bauen (cmake --build build --target calltree-runner) oder seinen Pfad angeben.</translation>
    </message>
    <message>
        <source>Timing: the maximum repetitions (%1) are fewer than the minimum (%2).</source>
        <translation>Zeitmessung: die Höchstzahl an Wiederholungen (%1) ist kleiner als die Mindestzahl (%2).</translation>
    </message>
    <message>
        <source>A model-guided sweep needs a calibrated LogGP profile (*.loggp.json, from calltree-runner calibrate).</source>
        <translation>Ein modellgeleiteter Durchlauf braucht ein kalibriertes LogGP-Profil (*.loggp.json, von calltree-runner calibrate).</translation>
    </message>
    <message>
        <source>Profile: %1</source>
        <translation>Profil: %1</translation>
    </message>
    <message>
        <source>Adapting to the verification points needs them: set a verification interval above 0.</source>
        <translation>Die Anpassung an die Prüfpunkte braucht Prüfpunkte: ein Prüfintervall über 0 einstellen.</translation>
    </message>
    <message>
        <source>Under MPICH a sweep measures bcast, reduce and allreduce, not %1.</source>
        <translation>Unter MPICH misst ein Durchlauf bcast, reduce und allreduce, nicht %1.</translation>
    </message>
    <message>
        <source>The launcher &apos;%1&apos; is not found: install MPICH (apt-get install mpich libmpich-dev) or give the launcher&apos;s path.</source>
        <translation>Das Startprogramm „%1“ wurde nicht gefunden: MPICH installieren (apt-get install mpich libmpich-dev) oder den Pfad des Startprogramms angeben.</translation>
    </message>
    <message>
        <source>The runner &apos;%1&apos; is not found: build it with MPICH installed (cmake --build build --target calltree-runner-mpich) or give its path.</source>
        <translation>Der Runner „%1“ wurde nicht gefunden: bei installiertem MPICH bauen (cmake --build build --target calltree-runner-mpich) oder seinen Pfad angeben.</translation>
    </message>
    <message>
        <source>A model-guided sweep predicts Open MPI&apos;s algorithms: not under MPICH. Choose Open MPI or turn the model off.</source>
        <translation>Ein modellgeleiteter Durchlauf sagt die Algorithmen von Open MPI voraus, nicht unter MPICH. Open MPI wählen oder das Modell ausschalten.</translation>
    </message>
</context>
<context>
    <name>Ties</name>
    <message>
        <source>%1 (tie)</source>
        <translation>%1 (gleichauf)</translation>
    </message>
    <message numerus="yes">
        <source>%1 (+%n with the same program)</source>
        <translation>
            <numerusform>%1 (+%n mit demselben Programm)</numerusform>
            <numerusform>%1 (+%n mit demselben Programm)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (+%n tied)</source>
        <translation>
            <numerusform>%1 (+%n gleichauf)</numerusform>
            <numerusform>%1 (+%n gleichauf)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Units</name>
    <message>
        <source>cycles</source>
        <translation>Takte</translation>
    </message>
</context>
<context>
    <name>VariantNames</name>
    <message>
        <source>degree %1</source>
        <translation>Grad %1</translation>
    </message>
    <message>
        <source>%1 blocks</source>
        <translation>%1 Blöcke</translation>
    </message>
    <message>
        <source>radix %1</source>
        <translation>Radix %1</translation>
    </message>
    <message>
        <source>%1 Borůvka steps</source>
        <translation>%1 Borůvka-Schritte</translation>
    </message>
    <message>
        <source>LogP %1</source>
        <translation>LogP %1</translation>
    </message>
    <message>
        <source>reduce, then broadcast</source>
        <translation>erst reduzieren, dann broadcasten</translation>
    </message>
    <message>
        <source>local scan + boundary scan</source>
        <translation>lokaler Scan + Randscan</translation>
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
    <message>
        <source>A schedule (*.calltree.json) to open instead of the built-in demo.</source>
        <translation>Ein Schedule (*.calltree.json), der statt der eingebauten Demo geöffnet wird.</translation>
    </message>
    <message>
        <source>Show only the visualization workspace.</source>
        <translation>Nur den Visualisierungs-Arbeitsbereich anzeigen.</translation>
    </message>
    <message>
        <source>CallTree Studio — visualizations</source>
        <translation>CallTree Studio — Visualisierungen</translation>
    </message>
    <message>
        <source>Open a runner results file (*.results.json) in the Runs workspace.</source>
        <translation>Eine Runner-Ergebnisdatei (*.results.json) im Arbeitsbereich „Läufe“ öffnen.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>With --results: show the recorded timeline of this case under its prediction.</source>
        <translation>Mit --results: die aufgezeichnete Zeitleiste dieses Falls unter seiner Vorhersage zeigen.</translation>
    </message>
    <message>
        <source>case</source>
        <translation>Fall</translation>
    </message>
    <message>
        <source>--measured-timeline needs --results FILE.results.json</source>
        <translation>--measured-timeline braucht --results DATEI.results.json</translation>
    </message>
</context>
<context>
    <name>studio</name>
    <message>
        <source>Nothing to animate.</source>
        <translation>Nichts zu animieren.</translation>
    </message>
    <message>
        <source>Cannot write &apos;%1&apos;: %2</source>
        <translation>„%1“ lässt sich nicht schreiben: %2</translation>
    </message>
    <message>
        <source>Cannot create the folder &apos;%1&apos;.</source>
        <translation>Der Ordner „%1“ lässt sich nicht anlegen.</translation>
    </message>
    <message>
        <source>Cannot write &apos;%1&apos;.</source>
        <translation>„%1“ lässt sich nicht schreiben.</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation>%1 KiB</translation>
    </message>
    <message>
        <source>%1 B</source>
        <translation>%1 B</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG-Bild (*.png);;SVG-Zeichnung (*.svg);;PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <source>Nothing to export.</source>
        <translation>Nichts zu exportieren.</translation>
    </message>
    <message>
        <source>Cannot encode PNG for &apos;%1&apos;.</source>
        <translation>PNG für „%1“ lässt sich nicht kodieren.</translation>
    </message>
    <message>
        <source>Unknown export format &apos;%1&apos;: use .png, .svg or .pdf.</source>
        <translation>Unbekanntes Exportformat „%1“: .png, .svg oder .pdf verwenden.</translation>
    </message>
</context>
<context>
    <name>studio::AnimationBar</name>
    <message>
        <source>%1 / %2 ranks hold the data</source>
        <translation>%1 / %2 Ränge haben die Daten</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Go to the next event: a send starting or a rank receiving</source>
        <translation>Zum nächsten Ereignis springen: Beginn einer Sendung oder Empfang durch einen Rang</translation>
    </message>
    <message>
        <source>Scrub through the run</source>
        <translation>Durch den Lauf spulen</translation>
    </message>
    <message>
        <source>Export animation…</source>
        <translation>Animation exportieren…</translation>
    </message>
    <message>
        <source>Save the animation as an animated GIF or as PNG frames</source>
        <translation>Die Animation als animiertes GIF oder als PNG-Einzelbilder speichern</translation>
    </message>
    <message>
        <source>t = %1</source>
        <translation>t = %1</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <source>Playback speed (1× plays the whole run in %1)</source>
        <translation>Wiedergabegeschwindigkeit (1× spielt den ganzen Lauf in %1 ab)</translation>
    </message>
</context>
<context>
    <name>studio::BestMapView</name>
    <message>
        <source>Press “Compute map” to fill the map.</source>
        <translation>Auf „Karte berechnen“ klicken, um die Karte zu füllen.</translation>
    </message>
    <message>
        <source>g / (L + 2o)</source>
        <translation>g / (L + 2o)</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>P = %1, g/(L+2o) = %2: %3 (%4)</source>
        <translation>P = %1, g/(L+2o) = %2: %3 (%4)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>tie</source>
        <translation>Gleichstand</translation>
    </message>
    <message>
        <source>g = 0.3884·(L+2o)</source>
        <translation>g = 0,3884·(L+2o)</translation>
    </message>
    <message>
        <source>tie: %1</source>
        <translation>Gleichstand: %1</translation>
    </message>
</context>
<context>
    <name>studio::CompareView</name>
    <message>
        <source>Export map</source>
        <translation>Karte exportieren</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keiner)</translation>
    </message>
    <message>
        <source>cannot run: %1</source>
        <translation>nicht ausführbar: %1</translation>
    </message>
    <message>
        <source>Compute map</source>
        <translation>Karte berechnen</translation>
    </message>
    <message>
        <source>Export map…</source>
        <translation>Karte exportieren…</translation>
    </message>
    <message>
        <source>Best of the chosen algorithms for each (g/(L+2o), P), L and o as in the panel; hatched cells are ties. The dashed line is Gu, Li &amp; Liu&apos;s (2002) crossover g = 0.3884·(L+2o), below which their bound for the Fibonacci split is under the binomial tree&apos;s time. That bound holds as P grows and is not tight; the map simulates exact times at each P, so its boundary lies elsewhere.</source>
        <translation>Das schnellste der gewählten Verfahren für jedes (g/(L+2o), P), L und o wie im Bedienfeld; schraffierte Zellen sind Gleichstände. Die gestrichelte Linie ist der Übergang g = 0,3884·(L+2o) von Gu, Li &amp; Liu (2002), unterhalb dessen ihre Schranke für die Fibonacci-Teilung unter der Zeit des Binomialbaums liegt. Diese Schranke gilt für wachsendes P und ist nicht scharf; die Karte simuliert für jedes P die genauen Zeiten, daher liegt ihre Grenze anderswo.</translation>
    </message>
</context>
<context>
    <name>studio::MainWindow</name>
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
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>About CallTree Studio</source>
        <translation>Über CallTree Studio</translation>
    </message>
    <message>
        <source>Schedule editor</source>
        <translation>Schedule-Editor</translation>
    </message>
    <message>
        <source>Timelines and charts</source>
        <translation>Zeitleisten und Diagramme</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Schedule</source>
        <translation>&amp;Schedule</translation>
    </message>
    <message>
        <source>%1 — CallTree Studio</source>
        <translation>%1 — CallTree Studio</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <source>&amp;Run…</source>
        <translation>&amp;Lauf starten…</translation>
    </message>
    <message>
        <source>Run the schedule or catalogue algorithms with MPI and compare measured with predicted times</source>
        <translation>Den Schedule oder Katalogalgorithmen mit MPI ausführen und gemessene mit vorhergesagten Zeiten vergleichen</translation>
    </message>
    <message>
        <source>&lt;h3&gt;CallTree Studio %1&lt;/h3&gt;&lt;p&gt;CallTree Studio designs, shows and compares collective communication. Its schedule editor builds and costs call trees of nested parallel algorithms in the BSP* model and finds the cheapest one; its timelines and charts animate and compare collective algorithms such as the optimal LogP broadcast tree, the Fibonacci split and the binomial bisection, predict their completion time with the closed formulas and check them against an event-by-event LogGP simulation; its Runs workspace runs them with MPI and sets measured beside predicted times, so that what you see, what is predicted and what is run come from one and the same communication program.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;CallTree Studio %1&lt;/h3&gt;&lt;p&gt;CallTree Studio entwirft, zeigt und vergleicht kollektive Kommunikation. Sein Schedule-Editor baut Aufrufbäume geschachtelter paralleler Algorithmen im BSP*-Modell auf, berechnet ihre Kosten und findet den günstigsten; seine Zeitleisten und Diagramme animieren und vergleichen kollektive Algorithmen wie den optimalen LogP-Broadcast-Baum, die Fibonacci-Teilung und die binomiale Halbierung, sagen ihre Fertigstellungszeit mit den geschlossenen Formeln vorher und prüfen sie gegen eine ereignisgenaue LogGP-Simulation; sein Arbeitsbereich „Läufe“ führt sie mit MPI aus und stellt gemessene neben vorhergesagte Zeiten, sodass das, was Sie sehen, was vorhergesagt und was ausgeführt wird, aus ein und demselben Kommunikationsprogramm stammt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Recover unsaved changes</source>
        <translation>Ungespeicherte Änderungen wiederherstellen</translation>
    </message>
    <message>
        <source>never saved</source>
        <translation>nie gespeichert</translation>
    </message>
    <message>
        <source>CallTree Studio did not close properly. The schedule %1 (%2) had unsaved changes, autosaved at %3. Recover them?</source>
        <translation>CallTree Studio wurde nicht ordnungsgemäß beendet. Der Schedule %1 (%2) hatte ungespeicherte Änderungen, automatisch gespeichert um %3. Wiederherstellen?</translation>
    </message>
    <message>
        <source>Recover</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>Discard the copy</source>
        <translation>Kopie verwerfen</translation>
    </message>
    <message>
        <source>Ask again later</source>
        <translation>Später erneut fragen</translation>
    </message>
    <message>
        <source>Tune</source>
        <translation>Tuning</translation>
    </message>
    <message>
        <source>Fastest for P = %1: a tie of %2 (%3 each)</source>
        <translation>Am schnellsten bei P = %1, gleichauf: %2 (je %3)</translation>
    </message>
    <message>
        <source>Fastest for P = %1: %2 (%3)</source>
        <translation>Am schnellsten bei P = %1: %2 (%3)</translation>
    </message>
</context>
<context>
    <name>studio::MeasuredView</name>
    <message>
        <source>Open results</source>
        <translation>Ergebnisse öffnen</translation>
    </message>
    <message>
        <source>Runner results (*.json)</source>
        <translation>Runner-Ergebnisse (*.json)</translation>
    </message>
    <message>
        <source>Export charts</source>
        <translation>Diagramme exportieren</translation>
    </message>
    <message>
        <source>Cannot load the results: %1</source>
        <translation>Die Ergebnisse lassen sich nicht laden: %1</translation>
    </message>
    <message>
        <source>Measured (solid) and predicted (dashed) time</source>
        <translation>Gemessene (durchgezogen) und vorhergesagte (gestrichelt) Zeit</translation>
    </message>
    <message>
        <source>Accuracy: measured / predicted (linear above 1, logarithmic below)</source>
        <translation>Genauigkeit: gemessen / vorhergesagt (über 1 linear, darunter logarithmisch)</translation>
    </message>
    <message>
        <source>message size (bytes)</source>
        <translation>Nachrichtengröße (Byte)</translation>
    </message>
    <message>
        <source>%1 predicted</source>
        <translation>%1 vorhergesagt</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>exakt</translation>
    </message>
    <message>
        <source>Open results…</source>
        <translation>Ergebnisse öffnen…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>(all algorithms)</source>
        <translation>(alle Algorithmen)</translation>
    </message>
    <message>
        <source>L (µs)</source>
        <translation>L (µs)</translation>
    </message>
    <message>
        <source>o (µs)</source>
        <translation>o (µs)</translation>
    </message>
    <message>
        <source>g (µs)</source>
        <translation>g (µs)</translation>
    </message>
    <message>
        <source>G (µs/byte)</source>
        <translation>G (µs/Byte)</translation>
    </message>
    <message>
        <source>Open a results file written by calltree-runner; catalogue cases are predicted by simulating their program with the LogGP parameters here.</source>
        <translation>Eine von calltree-runner geschriebene Ergebnisdatei öffnen; Katalogfälle werden vorhergesagt, indem ihr Programm mit den hier angegebenen LogGP-Parametern simuliert wird.</translation>
    </message>
    <message>
        <source> (the run was not complete)</source>
        <translation> (der Lauf war nicht vollständig)</translation>
    </message>
    <message>
        <source>
First skipped: %1</source>
        <translation>
Erster übersprungener Fall: %1</translation>
    </message>
    <message>
        <source>Latency L of the measured machine, for the predictions</source>
        <translation>Latenz L der gemessenen Maschine, für die Vorhersagen</translation>
    </message>
    <message>
        <source>Overhead o of the measured machine, for the predictions</source>
        <translation>Overhead o der gemessenen Maschine, für die Vorhersagen</translation>
    </message>
    <message>
        <source>Gap g of the measured machine, for the predictions</source>
        <translation>Lücke g der gemessenen Maschine, für die Vorhersagen</translation>
    </message>
    <message>
        <source>Gap per byte G of the measured machine, for the predictions</source>
        <translation>Lücke pro Byte G der gemessenen Maschine, für die Vorhersagen</translation>
    </message>
    <message>
        <source>%1: %2 bytes, %3</source>
        <translation>%1: %2 Byte, %3</translation>
    </message>
    <message>
        <source>time (%1)</source>
        <translation>Zeit (%1)</translation>
    </message>
    <message>
        <source>Predicting the cases with the LogGP parameters here …</source>
        <translation>Die Fälle werden mit den LogGP-Parametern hier vorhergesagt …</translation>
    </message>
    <message>
        <source>
The prediction was cancelled.</source>
        <translation>
Die Vorhersage wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Predicting case %1 of %2 (%3) with the LogGP parameters here …</source>
        <translation>Fall %1 von %2 (%3) wird mit den LogGP-Parametern hier vorhergesagt …</translation>
    </message>
    <message>
        <source>the calibrated profile</source>
        <translation>das kalibrierte Profil</translation>
    </message>
    <message>
        <source>Predicted from the LogGP values here.</source>
        <translation>Vorhergesagt mit den LogGP-Werten hier.</translation>
    </message>
    <message>
        <source>Predicted from %1.</source>
        <translation>Vorhergesagt mit %1.</translation>
    </message>
    <message numerus="yes">
        <source>Predicted from %1: %n size range(s), each size&apos;s cases at the machine&apos;s level measured beside them; the fields show the smallest range.</source>
        <translation>
            <numerusform>Vorhergesagt mit %1: %n Größenbereich, die Fälle jeder Größe auf dem neben ihnen gemessenen Niveau der Maschine; die Felder zeigen den kleinsten Bereich.</numerusform>
            <numerusform>Vorhergesagt mit %1: %n Größenbereiche, die Fälle jeder Größe auf dem neben ihnen gemessenen Niveau der Maschine; die Felder zeigen den kleinsten Bereich.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Predicted from %1: %n size range(s); the fields show the smallest range.</source>
        <translation>
            <numerusform>Vorhergesagt mit %1: %n Größenbereich; die Felder zeigen den kleinsten Bereich.</numerusform>
            <numerusform>Vorhergesagt mit %1: %n Größenbereiche; die Felder zeigen den kleinsten Bereich.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 cases compared, %2 skipped%3. %4</source>
        <translation>%1 Fälle verglichen, %2 übersprungen%3. %4</translation>
    </message>
    <message>
        <source>Environment: %1</source>
        <translation>Umgebung: %1</translation>
    </message>
    <message>
        <source>ratio</source>
        <translation>Verhältnis</translation>
    </message>
</context>
<context>
    <name>studio::PredictionView</name>
    <message>
        <source>Export chart</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <source>Broadcast on %1 processors, %2 (Bonorden 2002, Figure 5)</source>
        <translation>Broadcast auf %1 Prozessoren, %2 (Bonorden 2002, Abbildung 5)</translation>
    </message>
    <message>
        <source>message size (bytes)</source>
        <translation>Nachrichtengröße (Byte)</translation>
    </message>
    <message>
        <source>optimal schedule</source>
        <translation>optimaler Schedule</translation>
    </message>
    <message>
        <source>Machine</source>
        <translation>Maschine</translation>
    </message>
    <message>
        <source>Processors</source>
        <translation>Prozessoren</translation>
    </message>
    <message>
        <source>Export chart…</source>
        <translation>Diagramm exportieren…</translation>
    </message>
    <message>
        <source>from</source>
        <translation>von</translation>
    </message>
    <message>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <source>optimal schedule (Table 2)</source>
        <translation>optimaler Schedule (Tabelle 2)</translation>
    </message>
    <message>
        <source>predicted time (%1)</source>
        <translation>vorhergesagte Zeit (%1)</translation>
    </message>
</context>
<context>
    <name>studio::TimelineFindBar</name>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Find a rank (5), a message (#12) or sender&gt;receiver (3&gt;5)</source>
        <translation>Rang (5), Nachricht (#12) oder Sender&gt;Empfänger (3&gt;5) suchen</translation>
    </message>
    <message>
        <source>Find a rank (5), a message (#12, the number its tooltip shows) or the messages between two ranks (3&gt;5; 3&gt; from rank 3, &gt;5 to rank 5). Enter or F3: next, Shift+Enter or Shift+F3: previous, Esc: close</source>
        <translation>Einen Rang (5), eine Nachricht (#12, die Nummer aus ihrem Tooltip) oder die Nachrichten zwischen zwei Rängen (3&gt;5; 3&gt; von Rang 3, &gt;5 an Rang 5) suchen. Eingabe oder F3: nächster Treffer, Umschalt+Eingabe oder Umschalt+F3: vorheriger, Esc: schließen</translation>
    </message>
    <message>
        <source>Previous match (Shift+F3)</source>
        <translation>Vorheriger Treffer (Umschalt+F3)</translation>
    </message>
    <message>
        <source>Next match (F3)</source>
        <translation>Nächster Treffer (F3)</translation>
    </message>
    <message>
        <source>Close the find bar (Esc)</source>
        <translation>Suchleiste schließen (Esc)</translation>
    </message>
</context>
<context>
    <name>studio::TimelineRuler</name>
    <message>
        <source>Δt = %1 (%2 → %3)</source>
        <translation>Δt = %1 (%2 → %3)</translation>
    </message>
</context>
<context>
    <name>studio::TimelineSearch</name>
    <message>
        <source>There is no rank %1 (ranks 0 to %2).</source>
        <translation>Es gibt keinen Rang %1 (Ränge 0 bis %2).</translation>
    </message>
    <message>
        <source>There is no message %1 (messages 0 to %2).</source>
        <translation>Es gibt keine Nachricht %1 (Nachrichten 0 bis %2).</translation>
    </message>
    <message>
        <source>Ranks run from 0 to %1.</source>
        <translation>Die Ränge reichen von 0 bis %1.</translation>
    </message>
    <message>
        <source>No message matches “%1”.</source>
        <translation>Keine Nachricht passt zu „%1“.</translation>
    </message>
    <message>
        <source>“%1” is not a rank (5), a message (#12) or a pair of ranks (3&gt;5).</source>
        <translation>„%1“ ist weder ein Rang (5) noch eine Nachricht (#12) noch ein Rangpaar (3&gt;5).</translation>
    </message>
</context>
<context>
    <name>studio::TimelineView</name>
    <message>
        <source>Wires are drawn when at most %1 distinct lines are in view</source>
        <translation>Verbindungslinien werden gezeichnet, wenn höchstens %1 verschiedene Linien sichtbar sind</translation>
    </message>
    <message>
        <source>Too many wires: zoom in</source>
        <translation>Zu viele Verbindungslinien: hineinzoomen</translation>
    </message>
    <message>
        <source>There is no timeline to export.</source>
        <translation>Es gibt keine Zeitleiste zum Exportieren.</translation>
    </message>
    <message>
        <source>Cannot write &apos;%1&apos;.</source>
        <translation>„%1“ lässt sich nicht schreiben.</translation>
    </message>
    <message>
        <source>Chrome trace JSON (*.json)</source>
        <translation>Chrome-Trace-JSON (*.json)</translation>
    </message>
    <message>
        <source>Export timeline</source>
        <translation>Zeitleiste exportieren</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Einpassen</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Vorwärts</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source> send </source>
        <translation> Senden </translation>
    </message>
    <message>
        <source> receive </source>
        <translation> Empfangen </translation>
    </message>
    <message>
        <source> combine </source>
        <translation> Kombinieren </translation>
    </message>
    <message>
        <source> copy </source>
        <translation> Kopieren </translation>
    </message>
    <message>
        <source> idle</source>
        <translation> Leerlauf</translation>
    </message>
    <message>
        <source>time (%1)</source>
        <translation>Zeit (%1)</translation>
    </message>
    <message>
        <source>rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>rank %1</source>
        <translation>Rang %1</translation>
    </message>
    <message>
        <source>Fit: show the whole timeline</source>
        <translation>Einpassen: die ganze Zeitleiste anzeigen</translation>
    </message>
    <message>
        <source>Export: save as PNG, SVG, PDF or Chrome trace JSON</source>
        <translation>Exportieren: als PNG, SVG, PDF oder Chrome-Trace-JSON speichern</translation>
    </message>
    <message>
        <source>Ruler</source>
        <translation>Lineal</translation>
    </message>
    <message>
        <source>Ruler: drag across the timeline to measure the time between two points (Ctrl+drag does it without the button); Esc clears it</source>
        <translation>Lineal: über die Zeitleiste ziehen, um die Zeit zwischen zwei Punkten zu messen (Strg+Ziehen geht auch ohne den Knopf); Esc entfernt es</translation>
    </message>
    <message>
        <source>Find…</source>
        <translation>Suchen…</translation>
    </message>
    <message>
        <source>Find a rank or a message (Ctrl+F)</source>
        <translation>Einen Rang oder eine Nachricht suchen (Strg+F)</translation>
    </message>
    <message>
        <source>The whole run; the rectangle is the part in view: drag it to move, click to centre there</source>
        <translation>Der ganze Lauf; das Rechteck ist der sichtbare Teil: ziehen zum Verschieben, klicken zum Zentrieren</translation>
    </message>
    <message>
        <source>Wheel: zoom time (Ctrl+wheel: ranks), drag: pan, Shift+drag: zoom to an area, Ctrl+drag: measure, click a box: the path from the root. Keys: arrows or A/D pan, +/− or W/S zoom, Home fits, Ctrl+F finds</source>
        <translation>Mausrad: Zeit zoomen (Strg+Mausrad: Ränge), Ziehen: verschieben, Umschalt+Ziehen: auf einen Bereich zoomen, Strg+Ziehen: messen, Klick auf einen Kasten: Pfad von der Wurzel. Tasten: Pfeile oder A/D verschieben, +/− oder W/S zoomen, Pos1 passt ein, Strg+F sucht</translation>
    </message>
    <message>
        <source>&lt;b&gt;Message %1&lt;/b&gt;: %2 → %3, %4 bytes&lt;br&gt;send overhead %5 – %6&lt;br&gt;wire %6 – %7&lt;br&gt;receive overhead %8 – %9&lt;br&gt;end to end %10</source>
        <translation>&lt;b&gt;Nachricht %1&lt;/b&gt;: %2 → %3, %4 Bytes&lt;br&gt;Sende-Overhead %5 – %6&lt;br&gt;Leitung %6 – %7&lt;br&gt;Empfangs-Overhead %8 – %9&lt;br&gt;Ende zu Ende %10</translation>
    </message>
</context>
<context>
    <name>studio::TreeGraphView</name>
    <message>
        <source>&lt;br&gt;(P_i, T_i) = (%1, %2)</source>
        <translation>&lt;br&gt;(P_i, T_i) = (%1, %2)</translation>
    </message>
    <message>
        <source>&lt;br&gt;edge message: %1 → %2 at %3, order %4</source>
        <translation>&lt;br&gt;Kantennachricht: %1 → %2 bei %3, Reihenfolge %4</translation>
    </message>
    <message>
        <source>Rank %1: holds the data at %2</source>
        <translation>Rang %1: hat die Daten ab %2</translation>
    </message>
</context>
<context>
    <name>studio::VisualParameterPanel</name>
    <message>
        <source>Algorithm</source>
        <translation>Algorithmus</translation>
    </message>
    <message>
        <source>Processors P</source>
        <translation>Prozessoren P</translation>
    </message>
    <message>
        <source>Root</source>
        <translation>Wurzel</translation>
    </message>
    <message>
        <source>Message bytes</source>
        <translation>Nachrichtengröße in Byte</translation>
    </message>
    <message>
        <source>Latency L</source>
        <translation>Latenz L</translation>
    </message>
    <message>
        <source>Overhead o</source>
        <translation>Overhead o</translation>
    </message>
    <message>
        <source>Gap g</source>
        <translation>Lücke g</translation>
    </message>
    <message>
        <source>Gap per byte G</source>
        <translation>Lücke pro Byte G</translation>
    </message>
    <message>
        <source>Time unit</source>
        <translation>Zeiteinheit</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Voreinstellung</translation>
    </message>
    <message>
        <source>cycles</source>
        <translation>Takte</translation>
    </message>
    <message>
        <source>µs</source>
        <translation>µs</translation>
    </message>
    <message>
        <source>Choose a preset…</source>
        <translation>Voreinstellung wählen…</translation>
    </message>
    <message>
        <source>Shou &amp; Chen 1996 example: L = 6, o = 2, g = 4 cycles</source>
        <translation>Beispiel aus Shou &amp; Chen 1996: L = 6, o = 2, g = 4 Takte</translation>
    </message>
    <message>
        <source>Ethernet-class cluster (rough): L = 20, o = 2.5, g = 3 µs</source>
        <translation>Cluster der Ethernet-Klasse (grob): L = 20, o = 2,5, g = 3 µs</translation>
    </message>
    <message>
        <source>LogGP: time per byte beyond the first on the wire</source>
        <translation>LogGP: Zeit im Netz für jedes weitere Byte nach dem ersten</translation>
    </message>
    <message>
        <source>%1 is a BSP* profile; timelines need a LogP/LogGP profile (model &quot;loggp&quot;)</source>
        <translation>%1 ist ein BSP*-Profil; Zeitleisten brauchen ein LogP/LogGP-Profil (Modell „loggp“)</translation>
    </message>
    <message>
        <source>Load a LogGP machine profile</source>
        <translation>Ein LogGP-Maschinenprofil laden</translation>
    </message>
    <message>
        <source>Machine profiles (*.machine.json *.json)</source>
        <translation>Maschinenprofile (*.machine.json *.json)</translation>
    </message>
    <message>
        <source>Cannot use the machine profile</source>
        <translation>Das Maschinenprofil lässt sich nicht verwenden</translation>
    </message>
    <message>
        <source>Load a LogGP profile (*.machine.json, e.g. a calibration)…</source>
        <translation>LogGP-Profil laden (*.machine.json, z. B. eine Kalibrierung)…</translation>
    </message>
    <message>
        <source>%1 counts time in &apos;%2&apos;; the timeline knows cycles and the units of time s, ms, us and ns</source>
        <translation>%1 misst die Zeit in „%2“; die Zeitleiste kennt Takte und die Zeiteinheiten s, ms, us und ns</translation>
    </message>
    <message>
        <source>%1 = %2 lies outside 0 to %3, what the timeline takes</source>
        <translation>%1 = %2 liegt außerhalb von 0 bis %3, dem Bereich der Zeitleiste</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Processors (ranks) in the timeline</source>
        <translation>Prozessoren (Ränge) in der Zeitleiste</translation>
    </message>
    <message>
        <source>The rank that starts the broadcast or receives the result</source>
        <translation>Der Rang, der den Broadcast beginnt oder das Ergebnis erhält</translation>
    </message>
    <message>
        <source>Message size of the modelled operation</source>
        <translation>Nachrichtengröße der modellierten Operation</translation>
    </message>
    <message>
        <source>LogP: latency of one message on the network</source>
        <translation>LogP: Latenz einer Nachricht im Netz</translation>
    </message>
    <message>
        <source>LogP: processor time to send or receive one message</source>
        <translation>LogP: Prozessorzeit zum Senden oder Empfangen einer Nachricht</translation>
    </message>
    <message>
        <source>LogP: least time between two messages of one processor</source>
        <translation>LogP: kleinster Abstand zwischen zwei Nachrichten eines Prozessors</translation>
    </message>
    <message>
        <source>%1 has %2 message-size ranges: %3 bytes use range %4 (from %5 bytes). L, o, g and G show that range and follow the size; choose a preset to type values.</source>
        <translation>%1 hat %2 Nachrichtengrößenbereiche: %3 Byte verwenden Bereich %4 (ab %5 Byte). L, o, g und G zeigen diesen Bereich und folgen der Größe; zum Eintippen eigener Werte eine Voreinstellung wählen.</translation>
    </message>
    <message>
        <source>range %1, from %2 bytes: L = %3, o_s = %4, o_r = %5, g = %6, G = %7</source>
        <translation>Bereich %1, ab %2 Byte: L = %3, o_s = %4, o_r = %5, g = %6, G = %7</translation>
    </message>
    <message>
        <source>Stream gap g_s</source>
        <translation>Strom-Lücke g_s</translation>
    </message>
    <message>
        <source>The profile&apos;s stream gap: back-to-back messages of one processor are spaced by the larger of g and g_s (read-only)</source>
        <translation>Die Strom-Lücke des Profils: direkt aufeinanderfolgende Nachrichten eines Prozessors liegen um das Größere von g und g_s auseinander (nur lesbar)</translation>
    </message>
    <message>
        <source>%1 has one message-size range. L, o, g, G and the stream gap g_s are its terms; choose a preset to type values.</source>
        <translation>%1 hat einen Nachrichtengrößenbereich. L, o, g, G und die Strom-Lücke g_s sind seine Werte; zum Eintippen eigener Werte eine Voreinstellung wählen.</translation>
    </message>
    <message>
        <source>%1 has %2 message-size ranges: %3 bytes use range %4 (from %5 bytes). L, o, g, G and the stream gap g_s show that range and follow the size; choose a preset to type values.</source>
        <translation>%1 hat %2 Nachrichtengrößenbereiche: %3 Byte verwenden Bereich %4 (ab %5 Byte). L, o, g, G und die Strom-Lücke g_s zeigen diesen Bereich und folgen der Größe; zum Eintippen eigener Werte eine Voreinstellung wählen.</translation>
    </message>
    <message>
        <source>range %1, from %2 bytes: L = %3, o_s = %4, o_r = %5, g = %6, G = %7, g_s = %8</source>
        <translation>Bereich %1, ab %2 Byte: L = %3, o_s = %4, o_r = %5, g = %6, G = %7, g_s = %8</translation>
    </message>
    <message>
        <source>%1 has one message-size range. L, o, g and G are its terms; choose a preset to type values.</source>
        <translation>%1 hat einen Nachrichtengrößenbereich. L, o, g und G sind seine Terme; wählen Sie eine Vorgabe, um Werte einzutippen.</translation>
    </message>
    <message>
        <source>eager limit: sends of up to %1 bytes are complete when posted, larger ones when received</source>
        <translation>Eager-Grenze: Sendungen bis %1 Bytes sind beim Absenden abgeschlossen, größere beim Empfang</translation>
    </message>
    <message>
        <source>, send completion = %1</source>
        <translation>, Sendeabschluss = %1</translation>
    </message>
    <message>
        <source>sends of up to %1 bytes are complete when posted, up to %2 bytes (eager) when they arrive, larger ones when received; the sender learns it a range&apos;s send completion later</source>
        <translation>Sendungen bis %1 Bytes sind beim Absenden abgeschlossen, bis %2 Bytes (eager) bei ihrer Ankunft, größere beim Empfang; der Sender erfährt es die Sendeabschlusszeit des Bereichs später</translation>
    </message>
    <message>
        <source>, half duplex = %1</source>
        <translation>, Halbduplex = %1</translation>
    </message>
    <message>
        <source>, written data = %1 per byte</source>
        <translation>, frisch geschriebene Daten = %1 je Byte</translation>
    </message>
    <message>
        <source>, overwriting what a peer read = %1 / %2 / %3 per byte (receive / copy / combine)</source>
        <translation>, Überschreiben dessen, was ein Partner gelesen hat = %1 / %2 / %3 je Byte (Empfang / Kopie / Kombination)</translation>
    </message>
</context>
<context>
    <name>studio::VisualizationWorkspace</name>
    <message>
        <source>Export tree</source>
        <translation>Baum exportieren</translation>
    </message>
    <message>
        <source>There is nothing to animate: %1</source>
        <translation>Es gibt nichts zu animieren: %1</translation>
    </message>
    <message>
        <source>Export animation</source>
        <translation>Animation exportieren</translation>
    </message>
    <message>
        <source>Animated GIF (*.gif);;PNG frames in a folder (*)</source>
        <translation>Animiertes GIF (*.gif);;PNG-Einzelbilder in einem Ordner (*)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Timeline and tree</source>
        <translation>Zeitleiste und Baum</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleichen</translation>
    </message>
    <message>
        <source>BSP predictions</source>
        <translation>BSP-Vorhersagen</translation>
    </message>
    <message>
        <source>Measured vs predicted</source>
        <translation>Gemessen vs. vorhergesagt</translation>
    </message>
    <message>
        <source>Layered</source>
        <translation>Geschichtet</translation>
    </message>
    <message>
        <source>Radial</source>
        <translation>Radial</translation>
    </message>
    <message>
        <source>Rank to find in the tree</source>
        <translation>Im Baum zu suchender Rang</translation>
    </message>
    <message>
        <source>Find rank</source>
        <translation>Rang suchen</translation>
    </message>
    <message>
        <source>Fit tree</source>
        <translation>Baum einpassen</translation>
    </message>
    <message>
        <source>Export tree…</source>
        <translation>Baum exportieren…</translation>
    </message>
    <message>
        <source>This program is not a single broadcast or reduction tree: see the timeline.</source>
        <translation>Dieses Programm ist kein einzelner Broadcast- oder Reduktionsbaum: siehe Zeitleiste.</translation>
    </message>
    <message>
        <source>Wheel: zoom, drag: pan</source>
        <translation>Mausrad: zoomen, Ziehen: verschieben</translation>
    </message>
    <message>
        <source>Cannot show these parameters: %1</source>
        <translation>Diese Parameter lassen sich nicht darstellen: %1</translation>
    </message>
    <message>
        <source>This program is not a single broadcast or reduction tree, so there is no tree view: the timeline shows it all.</source>
        <translation>Dieses Programm ist kein einzelner Broadcast- oder Reduktionsbaum, daher gibt es keine Baumansicht: Die Zeitleiste zeigt alles.</translation>
    </message>
    <message>
        <source>This page does not use these parameters: it shows the BSP* profiles or a runner results file.</source>
        <translation>Diese Seite verwendet diese Parameter nicht: Sie zeigt die BSP*-Profile oder eine Ergebnisdatei des Runners.</translation>
    </message>
    <message>
        <source>%1 on %2 ranks: %3 messages, completes at %4 (built in %5)</source>
        <translation>%1 auf %2 Rängen: %3 Nachrichten, fertig bei %4 (erstellt in %5)</translation>
    </message>
</context>
<context>
    <name>studio::editor::Autosave</name>
    <message>
        <source>Autosave to %1 failed: %2</source>
        <translation>Automatisches Speichern nach %1 fehlgeschlagen: %2</translation>
    </message>
</context>
<context>
    <name>studio::editor::CallTreeModel</name>
    <message>
        <source>operations</source>
        <translation>Operationen</translation>
    </message>
    <message>
        <source>algorithm</source>
        <translation>Algorithmus</translation>
    </message>
    <message>
        <source>variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>input</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <source>index</source>
        <translation>Index</translation>
    </message>
    <message>
        <source>data procs</source>
        <translation>Datenproz.</translation>
    </message>
    <message>
        <source>calc procs</source>
        <translation>Rechenproz.</translation>
    </message>
    <message>
        <source>count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>parallel</source>
        <translation>parallel</translation>
    </message>
    <message>
        <source>time [ops]</source>
        <translation>Zeit [ops]</translation>
    </message>
    <message>
        <source>share</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2)&lt;br&gt;%3&lt;br&gt;Own time: %4&lt;br&gt;Source: %5</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2)&lt;br&gt;%3&lt;br&gt;Eigene Zeit: %4&lt;br&gt;Quelle: %5</translation>
    </message>
    <message>
        <source>Variant %1 of %2: %3</source>
        <translation>Variante %1 von %2: %3</translation>
    </message>
    <message>
        <source>Own time %1, with subcalls %2 (one instance)</source>
        <translation>Eigene Zeit %1, mit Teilaufrufen %2 (eine Instanz)</translation>
    </message>
    <message>
        <source>&lt;i&gt;Filled in with the optimal schedule for this subproblem.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Mit dem optimalen Schedule für dieses Teilproblem ergänzt.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Variant %1: %2</source>
        <translation>Variante %1: %2</translation>
    </message>
    <message>
        <source>%1 processors</source>
        <translation>%1 Prozessoren</translation>
    </message>
    <message>
        <source>time [%1]</source>
        <extracomment>%1 is a time unit such as ms</extracomment>
        <translation>Zeit [%1]</translation>
    </message>
</context>
<context>
    <name>studio::editor::MachinePanel</name>
    <message>
        <source>Load…</source>
        <translation>Laden…</translation>
    </message>
    <message>
        <source>Load a *.machine.json profile (for example a calibration result)</source>
        <translation>Ein *.machine.json-Profil laden (zum Beispiel ein Kalibrierungsergebnis)</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Speichern…</translation>
    </message>
    <message>
        <source>Save this profile as *.machine.json</source>
        <translation>Dieses Profil als *.machine.json speichern</translation>
    </message>
    <message>
        <source>g(1) [ops/byte]:</source>
        <translation>g(1) [ops/Byte]:</translation>
    </message>
    <message>
        <source>Cost of a local copy of one byte (used where data stays on one processor)</source>
        <translation>Kosten einer lokalen Kopie eines Bytes (gilt, wo Daten auf einem Prozessor bleiben)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Machine:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Maschine:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>Preset…</source>
        <translation>Voreinstellung…</translation>
    </message>
    <message>
        <source>Machine %1</source>
        <translation>Maschine %1</translation>
    </message>
    <message>
        <source>Machine profile %1: schedule re-costed</source>
        <translation>Maschinenprofil %1: Kosten des Schedules neu berechnet</translation>
    </message>
    <message>
        <source>Set g(1)</source>
        <translation>g(1) setzen</translation>
    </message>
    <message>
        <source>Load machine %1</source>
        <translation>Maschine %1 laden</translation>
    </message>
    <message>
        <source>Cannot use the machine profile</source>
        <translation>Das Maschinenprofil lässt sich nicht verwenden</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Cannot load the machine profile</source>
        <translation>Das Maschinenprofil lässt sich nicht laden</translation>
    </message>
    <message>
        <source>Loaded machine profile %1</source>
        <translation>Maschinenprofil %1 geladen</translation>
    </message>
    <message>
        <source>Cannot save the machine profile</source>
        <translation>Das Maschinenprofil lässt sich nicht speichern</translation>
    </message>
    <message>
        <source>Saved machine profile %1</source>
        <translation>Maschinenprofil %1 gespeichert</translation>
    </message>
    <message>
        <source>Load machine profile</source>
        <translation>Maschinenprofil laden</translation>
    </message>
    <message>
        <source>Machine profiles (*.machine.json *.json)</source>
        <translation>Maschinenprofile (*.machine.json *.json)</translation>
    </message>
    <message>
        <source>Save machine profile</source>
        <translation>Maschinenprofil speichern</translation>
    </message>
    <message>
        <source>Machine profiles (*.machine.json)</source>
        <translation>Maschinenprofile (*.machine.json)</translation>
    </message>
    <message>
        <source>Edit refused: %1</source>
        <translation>Änderung abgelehnt: %1</translation>
    </message>
    <message>
        <source>every partition size has a row</source>
        <translation>jede Partitionsgröße hat schon eine Zeile</translation>
    </message>
    <message>
        <source>Added the row p = %1 with the profile&apos;s values there; type its p and values</source>
        <translation>Zeile p = %1 mit den Werten des Profils dort hinzugefügt; p und Werte eintippen</translation>
    </message>
    <message>
        <source>Double-click a value to change it; the schedule is re-costed at once. Insert adds a row, Delete removes the current one</source>
        <translation>Einen Wert doppelklicken, um ihn zu ändern; die Kosten des Schedules werden sofort neu berechnet. Einfg fügt eine Zeile hinzu, Entf entfernt die aktuelle</translation>
    </message>
    <message>
        <source>Add row</source>
        <translation>Zeile hinzufügen</translation>
    </message>
    <message>
        <source>Add a row for another partition size p (Insert)</source>
        <translation>Eine Zeile für eine weitere Partitionsgröße p hinzufügen (Einfg)</translation>
    </message>
    <message>
        <source>Remove row</source>
        <translation>Zeile entfernen</translation>
    </message>
    <message>
        <source>Remove the current row (Delete); the last row stays</source>
        <translation>Die aktuelle Zeile entfernen (Entf); die letzte Zeile bleibt</translation>
    </message>
    <message>
        <source>%1 (edited)</source>
        <translation>%1 (bearbeitet)</translation>
    </message>
    <message>
        <source>Edited by hand from %1: these numbers were not measured. A preset or a loaded file starts again from measured ones.</source>
        <translation>Von Hand bearbeitet, ausgehend von %1: diese Zahlen wurden nicht gemessen. Eine Vorgabe oder eine geladene Datei beginnt wieder mit gemessenen.</translation>
    </message>
</context>
<context>
    <name>studio::editor::MachineTableModel</name>
    <message>
        <source>Partition size (processors)</source>
        <translation>Partitionsgröße (Prozessoren)</translation>
    </message>
    <message>
        <source>Operations per byte sent or received</source>
        <translation>Operationen pro gesendetem oder empfangenem Byte</translation>
    </message>
    <message>
        <source>Operations per synchronisation</source>
        <translation>Operationen pro Synchronisation</translation>
    </message>
    <message>
        <source>Bytes: shorter messages cost as much as B bytes (BSP*)</source>
        <translation>Byte: Kürzere Nachrichten kosten so viel wie B Byte (BSP*)</translation>
    </message>
    <message>
        <source>Operations per nanosecond (processor speed)</source>
        <translation>Operationen pro Nanosekunde (Prozessorgeschwindigkeit)</translation>
    </message>
    <message>
        <source>p</source>
        <translation>p</translation>
    </message>
    <message>
        <source>g [ops/byte]</source>
        <translation>g [ops/Byte]</translation>
    </message>
    <message>
        <source>L [ops]</source>
        <translation>L [ops]</translation>
    </message>
    <message>
        <source>B [bytes]</source>
        <translation>B [Byte]</translation>
    </message>
    <message>
        <source>s [ops/ns]</source>
        <translation>s [ops/ns]</translation>
    </message>
    <message>
        <source>%1 must be a positive number</source>
        <translation>%1 muss eine positive Zahl sein</translation>
    </message>
    <message>
        <source>%1 must be a number of at least 0</source>
        <translation>%1 muss eine Zahl von mindestens 0 sein</translation>
    </message>
    <message>
        <source>Set %1 for p = %2</source>
        <translation>%1 für p = %2 setzen</translation>
    </message>
    <message>
        <source>p must be a whole number from %1 to %2</source>
        <translation>p muss eine ganze Zahl von %1 bis %2 sein</translation>
    </message>
    <message>
        <source>the table has a row for p = %1 already</source>
        <translation>die Tabelle hat schon eine Zeile für p = %1</translation>
    </message>
    <message>
        <source>Add the row p = %1</source>
        <translation>Zeile p = %1 hinzufügen</translation>
    </message>
    <message>
        <source>choose a row of the machine table to remove</source>
        <translation>wählen Sie eine Zeile der Maschinentabelle zum Entfernen</translation>
    </message>
    <message>
        <source>the last row cannot be removed: a profile needs at least one</source>
        <translation>die letzte Zeile kann nicht entfernt werden: ein Profil braucht mindestens eine</translation>
    </message>
    <message>
        <source>Remove the row p = %1</source>
        <translation>Zeile p = %1 entfernen</translation>
    </message>
    <message>
        <source>Change p = %1 to %2</source>
        <translation>p = %1 in %2 ändern</translation>
    </message>
</context>
<context>
    <name>studio::editor::MeasuredNodes</name>
    <message>
        <source>%1 on %2 processors (%3)</source>
        <extracomment>%1 an algorithm such as MSTWithMerge, %2 a processor count, %3 an input such as nodes=1024,edges=32768</extracomment>
        <translation>%1 auf %2 Prozessoren (%3)</translation>
    </message>
    <message>
        <source>The run has no schedule case to compare with.</source>
        <translation>Der Lauf enthält keinen Schedule-Fall zum Vergleichen.</translation>
    </message>
    <message>
        <source>These measurements are for another schedule or size: %1 ran, the open schedule is %2.</source>
        <extracomment>%1 and %2 name a schedule as &quot;MSTWithMerge on 2 processors (nodes=1024,edges=32768)&quot;</extracomment>
        <translation>Diese Messungen gehören zu einem anderen Schedule oder einer anderen Größe: gelaufen ist %1, geöffnet ist %2.</translation>
    </message>
    <message>
        <source>The run recorded no times per node (the runner records them for Sort, IntegerSort and MST schedules run on data).</source>
        <translation>Der Lauf hat keine Zeiten je Knoten aufgezeichnet (der Runner zeichnet sie für Sort-, IntegerSort- und MST-Schedules auf, die auf Daten laufen).</translation>
    </message>
    <message>
        <source>The run was predicted with the profile %1, which the open schedule no longer uses, and the schedule it ran cannot be read.</source>
        <translation>Der Lauf wurde mit dem Profil %1 vorhergesagt, das der geöffnete Schedule nicht mehr verwendet, und der gelaufene Schedule kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>The measurements name node &quot;%1&quot;, which the open schedule does not have.</source>
        <translation>Die Messungen nennen den Knoten „%1“, den der geöffnete Schedule nicht hat.</translation>
    </message>
    <message>
        <source>The profile %1 gives no times in seconds.</source>
        <translation>Das Profil %1 liefert keine Zeiten in Sekunden.</translation>
    </message>
</context>
<context>
    <name>studio::editor::NewScheduleDialog</name>
    <message>
        <source>New schedule</source>
        <translation>Neuer Schedule</translation>
    </message>
    <message>
        <source>%1 (current)</source>
        <translation>%1 (aktuell)</translation>
    </message>
    <message>
        <source>problem:</source>
        <translation>Problem:</translation>
    </message>
    <message>
        <source>data procs:</source>
        <translation>Datenprozessoren:</translation>
    </message>
    <message>
        <source>calc procs:</source>
        <translation>Rechenprozessoren:</translation>
    </message>
    <message>
        <source>machine:</source>
        <translation>Maschine:</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>choose a problem</source>
        <translation>ein Problem wählen</translation>
    </message>
    <message>
        <source>calc procs (%1) must be at least data procs (%2)</source>
        <translation>Rechenprozessoren (%1) müssen mindestens so viele sein wie Datenprozessoren (%2)</translation>
    </message>
    <message>
        <source>Processors that hold the data at the start</source>
        <translation>Prozessoren, die zu Beginn die Daten halten</translation>
    </message>
    <message>
        <source>Processors that take part in the computation</source>
        <translation>Prozessoren, die an der Berechnung teilnehmen</translation>
    </message>
</context>
<context>
    <name>studio::editor::ScheduleDocument</name>
    <message>
        <source>untitled</source>
        <translation>unbenannt</translation>
    </message>
    <message>
        <source>no valid schedule exists for this choice</source>
        <translation>für diese Wahl gibt es keinen gültigen Schedule</translation>
    </message>
    <message>
        <source>the schedule is already like that</source>
        <translation>der Schedule ist bereits so</translation>
    </message>
    <message>
        <source>the node already uses %1</source>
        <translation>der Knoten verwendet bereits %1</translation>
    </message>
    <message>
        <source>Choose %1</source>
        <translation>%1 wählen</translation>
    </message>
    <message>
        <source>the node already uses this variant</source>
        <translation>der Knoten verwendet bereits diese Variante</translation>
    </message>
    <message>
        <source>Variant of %1</source>
        <translation>Variante von %1</translation>
    </message>
    <message>
        <source>the node already runs on %1 processors</source>
        <translation>der Knoten läuft bereits auf %1 Prozessoren</translation>
    </message>
    <message>
        <source>Processors of %1</source>
        <translation>Prozessoren von %1</translation>
    </message>
    <message>
        <source>Optimize all</source>
        <translation>Alles optimieren</translation>
    </message>
    <message>
        <source>Optimize subtree</source>
        <translation>Teilbaum optimieren</translation>
    </message>
    <message>
        <source>the schedule needs a BSP* profile with at least one row</source>
        <translation>der Schedule braucht ein BSP*-Profil mit mindestens einer Zeile</translation>
    </message>
</context>
<context>
    <name>studio::editor::ScheduleDrawing</name>
    <message>
        <source>%1 … (%2 more in parallel)</source>
        <translation>%1 … (%2 weitere parallel)</translation>
    </message>
    <message>
        <source>%1 on %2 processors, input (%3), %4 operations</source>
        <translation>%1 auf %2 Prozessoren, Eingabe (%3), %4 Operationen</translation>
    </message>
    <message>
        <source>, %1 times one after another</source>
        <translation>, %1-mal nacheinander</translation>
    </message>
    <message>
        <source>, %1 instances side by side</source>
        <translation>, %1 Instanzen nebeneinander</translation>
    </message>
    <message>
        <source> (optimal subschedule)</source>
        <translation> (optimaler Teil-Schedule)</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 lässt sich nicht schreiben: %2</translation>
    </message>
    <message>
        <source>Schedule %1</source>
        <translation>Schedule %1</translation>
    </message>
    <message>
        <source>cannot encode the PNG image</source>
        <translation>das PNG-Bild lässt sich nicht kodieren</translation>
    </message>
    <message>
        <source>unknown picture format &apos;%1&apos; (use .svg, .pdf or .png)</source>
        <translation>unbekanntes Bildformat „%1“ (.svg, .pdf oder .png verwenden)</translation>
    </message>
    <message>
        <source>one row per algorithm</source>
        <translation>eine Zeile je Algorithmus</translation>
    </message>
    <message>
        <source>time [ops]</source>
        <translation>Zeit [ops]</translation>
    </message>
    <message>
        <source>time [%1]</source>
        <extracomment>The time axis&apos; title; %1 is a unit such as ms</extracomment>
        <translation>Zeit [%1]</translation>
    </message>
    <message>
        <source>optimizer&apos;s choice</source>
        <translation>Wahl des Optimierers</translation>
    </message>
    <message>
        <source>time [%1 ops]</source>
        <extracomment>The time axis&apos; title; %1 is a power of ten such as 10⁶</extracomment>
        <translation>Zeit [%1 ops]</translation>
    </message>
    <message>
        <source>pred %1 · meas %2 (%3×)</source>
        <extracomment>A node&apos;s predicted and measured time (&quot;pred 1.2 ms · meas 1.9 ms (1.6×)&quot;); %3 is measured ÷ predicted</extracomment>
        <translation>vorh. %1 · gem. %2 (%3×)</translation>
    </message>
    <message>
        <source>pred %1 · meas %2</source>
        <translation>vorh. %1 · gem. %2</translation>
    </message>
    <message>
        <source>measured &gt; %1× predicted</source>
        <extracomment>Legend entries of the colour cue; %1 is a ratio such as 1.5</extracomment>
        <translation>gemessen &gt; %1× vorhergesagt</translation>
    </message>
    <message>
        <source>measured &lt; %1× predicted</source>
        <translation>gemessen &lt; %1× vorhergesagt</translation>
    </message>
</context>
<context>
    <name>studio::editor::ScheduleEditor</name>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>Edit refused: %1</source>
        <translation>Änderung abgelehnt: %1</translation>
    </message>
    <message>
        <source>&amp;New schedule…</source>
        <translation>&amp;Neuer Schedule…</translation>
    </message>
    <message>
        <source>Choose a problem and its size; starts from the optimum</source>
        <translation>Ein Problem und seine Größe wählen; beginnt mit dem Optimum</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open a *.calltree.json schedule</source>
        <translation>Einen *.calltree.json-Schedule öffnen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save the schedule</source>
        <translation>Den Schedule speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Save the schedule under a new name</source>
        <translation>Den Schedule unter einem neuen Namen speichern</translation>
    </message>
    <message>
        <source>&amp;Export drawing…</source>
        <translation>Zeichnung &amp;exportieren…</translation>
    </message>
    <message>
        <source>Save the schedule drawing as SVG, PDF or PNG</source>
        <translation>Die Schedule-Zeichnung als SVG, PDF oder PNG speichern</translation>
    </message>
    <message>
        <source>&amp;Copy subtree as JSON</source>
        <translation>Teilbaum als JSON &amp;kopieren</translation>
    </message>
    <message>
        <source>Copy the selected node and its subcalls as a schedule document</source>
        <translation>Den gewählten Knoten und seine Teilaufrufe als Schedule-Dokument kopieren</translation>
    </message>
    <message>
        <source>Optimize &amp;subtree</source>
        <translation>&amp;Teilbaum optimieren</translation>
    </message>
    <message>
        <source>Replace the selected node&apos;s subtree by the optimal schedule of its subproblem</source>
        <translation>Den Teilbaum des gewählten Knotens durch den optimalen Schedule seines Teilproblems ersetzen</translation>
    </message>
    <message>
        <source>Optimize &amp;all</source>
        <translation>&amp;Alles optimieren</translation>
    </message>
    <message>
        <source>Replace the whole schedule by the optimum</source>
        <translation>Den ganzen Schedule durch das Optimum ersetzen</translation>
    </message>
    <message>
        <source>&amp;Compare with optimal</source>
        <translation>Mit Optimum &amp;vergleichen</translation>
    </message>
    <message>
        <source>How much slower than the optimum the schedule is, and where the time is lost</source>
        <translation>Wie viel langsamer der Schedule als das Optimum ist und wo die Zeit verloren geht</translation>
    </message>
    <message>
        <source>E&amp;xpand all</source>
        <translation>Alle &amp;ausklappen</translation>
    </message>
    <message>
        <source>Show every subcall</source>
        <translation>Alle Teilaufrufe anzeigen</translation>
    </message>
    <message>
        <source>C&amp;ollapse all</source>
        <translation>Alle &amp;einklappen</translation>
    </message>
    <message>
        <source>Show only the root</source>
        <translation>Nur die Wurzel anzeigen</translation>
    </message>
    <message>
        <source>Time in &amp;seconds</source>
        <translation>Zeit in Se&amp;kunden</translation>
    </message>
    <message>
        <source>Show times in seconds on this machine instead of BSP operations</source>
        <translation>Zeiten in Sekunden auf dieser Maschine statt in BSP-Operationen anzeigen</translation>
    </message>
    <message>
        <source>&amp;Heights proportional to time</source>
        <translation>&amp;Höhen proportional zur Zeit</translation>
    </message>
    <message>
        <source>Draw each box as tall as its predicted time (off: one row per algorithm)</source>
        <translation>Jeden Kasten so hoch wie seine vorhergesagte Zeit zeichnen (aus: eine Zeile pro Algorithmus)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation>Schedule</translation>
    </message>
    <message>
        <source>demo: Broadcast 64 KiB on 16 PSC2-SCI processors</source>
        <translation>Demo: Broadcast von 64 KiB auf 16 PSC2-SCI-Prozessoren</translation>
    </message>
    <message>
        <source>No schedule</source>
        <translation>Kein Schedule</translation>
    </message>
    <message>
        <source>No valid schedule solves %1 (%2) with data on %3 of %4 processors.</source>
        <translation>Kein gültiger Schedule löst %1 (%2) mit Daten auf %3 von %4 Prozessoren.</translation>
    </message>
    <message>
        <source>New optimal schedule: %1</source>
        <translation>Neuer optimaler Schedule: %1</translation>
    </message>
    <message>
        <source>Not opened: %1</source>
        <translation>Nicht geöffnet: %1</translation>
    </message>
    <message>
        <source>Cannot open the schedule</source>
        <translation>Der Schedule lässt sich nicht öffnen</translation>
    </message>
    <message>
        <source>%1 is not a valid schedule:
%2</source>
        <translation>%1 ist kein gültiger Schedule:
%2</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <source>Cannot save the schedule</source>
        <translation>Der Schedule lässt sich nicht speichern</translation>
    </message>
    <message>
        <source>%1:
%2</source>
        <translation>%1:
%2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Save schedule</source>
        <translation>Schedule speichern</translation>
    </message>
    <message>
        <source>Schedules (*.calltree.json)</source>
        <translation>Schedules (*.calltree.json)</translation>
    </message>
    <message>
        <source>The schedule %1 has unsaved changes. Save them?</source>
        <translation>Der Schedule %1 hat ungespeicherte Änderungen. Speichern?</translation>
    </message>
    <message>
        <source>Open schedule</source>
        <translation>Schedule öffnen</translation>
    </message>
    <message>
        <source>Schedules (*.calltree.json *.json)</source>
        <translation>Schedules (*.calltree.json *.json)</translation>
    </message>
    <message>
        <source>Export drawing</source>
        <translation>Zeichnung exportieren</translation>
    </message>
    <message>
        <source>Exported the drawing to %1</source>
        <translation>Zeichnung nach %1 exportiert</translation>
    </message>
    <message>
        <source>Cannot export the drawing</source>
        <translation>Die Zeichnung lässt sich nicht exportieren</translation>
    </message>
    <message>
        <source>Copied the subtree as JSON</source>
        <translation>Teilbaum als JSON kopiert</translation>
    </message>
    <message>
        <source>Subtree optimized</source>
        <translation>Teilbaum optimiert</translation>
    </message>
    <message>
        <source>Nothing to optimize: %1</source>
        <translation>Nichts zu optimieren: %1</translation>
    </message>
    <message>
        <source>Schedule optimized</source>
        <translation>Schedule optimiert</translation>
    </message>
    <message>
        <source>&lt;p&gt;This schedule: %1 %2.&lt;br&gt;Optimal: %3 %2 (%4).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Dieser Schedule: %1 %2.&lt;br&gt;Optimal: %3 %2 (%4).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The schedule is optimal.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Der Schedule ist optimal.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;It is &lt;b&gt;%1 %&lt;/b&gt; slower. The time is lost at:&lt;/p&gt;&lt;ul&gt;</source>
        <translation>&lt;p&gt;Er ist &lt;b&gt;%1 %&lt;/b&gt; langsamer. Die Zeit geht verloren bei:&lt;/p&gt;&lt;ul&gt;</translation>
    </message>
    <message>
        <source>&lt;li&gt;%1 (at %2): %3 instead of %4, loses %5 operations&lt;/li&gt;</source>
        <translation>&lt;li&gt;%1 (bei %2): %3 statt %4, verliert %5 Operationen&lt;/li&gt;</translation>
    </message>
    <message>
        <source>root</source>
        <translation>Wurzel</translation>
    </message>
    <message>
        <source>The schedule is optimal</source>
        <translation>Der Schedule ist optimal</translation>
    </message>
    <message>
        <source>%1 % slower than optimal</source>
        <translation>%1 % langsamer als optimal</translation>
    </message>
    <message>
        <source>Compare with optimal</source>
        <translation>Mit Optimum vergleichen</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>Undo: %1</source>
        <translation>Rückgängig: %1</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Nichts rückgängig zu machen</translation>
    </message>
    <message>
        <source>Redo: %1</source>
        <translation>Wiederholen: %1</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>Nichts zu wiederholen</translation>
    </message>
    <message>
        <source>Cannot recover the schedule</source>
        <translation>Der Schedule lässt sich nicht wiederherstellen</translation>
    </message>
    <message>
        <source>The autosaved copy %1 cannot be read:
%2</source>
        <translation>Die automatisch gespeicherte Kopie %1 lässt sich nicht lesen:
%2</translation>
    </message>
    <message>
        <source>%1 (recovered)</source>
        <translation>%1 (wiederhergestellt)</translation>
    </message>
    <message>
        <source>Recovered %1 as autosaved at %2</source>
        <translation>%1 wiederhergestellt, wie um %2 automatisch gespeichert</translation>
    </message>
    <message>
        <source>Predicted time %1 operations (%2)</source>
        <extracomment>%1 a count of operations, %2 a time with its unit (&quot;1.26 ms&quot;)</extracomment>
        <translation>Vorhergesagte Zeit %1 Operationen (%2)</translation>
    </message>
    <message>
        <source>SVG image (*.svg)</source>
        <translation>SVG-Bild (*.svg)</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <source>&amp;Measured times</source>
        <translation>Ge&amp;messene Zeiten</translation>
    </message>
    <message>
        <source>Show beside each node&apos;s predicted time what the last run of the schedule measured</source>
        <translation>Neben der vorhergesagten Zeit jedes Knotens zeigen, was der letzte Lauf des Schedules gemessen hat</translation>
    </message>
    <message>
        <source>Measured times per node from %1 (%2)</source>
        <translation>Gemessene Zeiten je Knoten aus %1 (%2)</translation>
    </message>
    <message>
        <source>No measured times per node</source>
        <translation>Keine gemessenen Zeiten je Knoten</translation>
    </message>
    <message>
        <source>%1 has no times per node: the runner records them for Sort, IntegerSort and MST schedules run on data.</source>
        <translation>%1 enthält keine Zeiten je Knoten: der Runner zeichnet sie für Sort-, IntegerSort- und MST-Schedules auf, die auf Daten laufen.</translation>
    </message>
    <message>
        <source>Cannot read the measurements</source>
        <translation>Die Messungen können nicht gelesen werden</translation>
    </message>
</context>
<context>
    <name>studio::fields</name>
    <message>
        <source>Allowed: %1 to %2</source>
        <translation>Erlaubt: %1 bis %2</translation>
    </message>
</context>
<context>
    <name>studio::fields::DecimalBox</name>
    <message>
        <source>The field is empty: the value stays %1.</source>
        <translation>Das Feld ist leer: Der Wert bleibt %1.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number: the value stays %2.</source>
        <translation>„%1“ ist keine Zahl: Der Wert bleibt %2.</translation>
    </message>
    <message>
        <source>%1 is outside %2 to %3: the value stays %4.</source>
        <translation>%1 liegt außerhalb von %2 bis %3: Der Wert bleibt %4.</translation>
    </message>
    <message>
        <source>%1 has more decimals than the %2 this field keeps: the value stays %3.</source>
        <translation>%1 hat mehr Nachkommastellen als die %2, die dieses Feld behält: Der Wert bleibt %3.</translation>
    </message>
</context>
<context>
    <name>studio::fields::NumberFormat</name>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>µs</source>
        <translation>µs</translation>
    </message>
    <message>
        <source>ns</source>
        <translation>ns</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A time and its unit, e.g. &quot;1.25 ms&quot;</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1×</source>
        <extracomment>How many times faster, e.g. &quot;2.00×&quot;</extracomment>
        <translation>%1×</translation>
    </message>
    <message>
        <source>%1 %</source>
        <extracomment>A percentage, e.g. &quot;25.0 %&quot;</extracomment>
        <translation>%1 %</translation>
    </message>
</context>
<context>
    <name>studio::fields::SizeField</name>
    <message>
        <source>Bytes, or with K, M or G (binary: 1K = 1024): 8, 64K, 1M</source>
        <translation>Bytes, oder mit K, M oder G (binär: 1K = 1024): 8, 64K, 1M</translation>
    </message>
    <message>
        <source>%1: the value stays %2.</source>
        <translation>%1: Der Wert bleibt %2.</translation>
    </message>
</context>
<context>
    <name>studio::fields::WholeNumberBox</name>
    <message>
        <source>The field is empty: the value stays %1.</source>
        <translation>Das Feld ist leer: Der Wert bleibt %1.</translation>
    </message>
    <message>
        <source>%1 is outside %2 to %3: the value stays %4.</source>
        <translation>%1 liegt außerhalb von %2 bis %3: Der Wert bleibt %4.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a whole number: the value stays %2.</source>
        <translation>„%1“ ist keine ganze Zahl: Der Wert bleibt %2.</translation>
    </message>
</context>
<context>
    <name>studio::runs::MeasuredTimelineView</name>
    <message>
        <source>rank %1 (measured)</source>
        <translation>Rang %1 (gemessen)</translation>
    </message>
    <message>
        <source>rank %1 (predicted)</source>
        <translation>Rang %1 (vorhergesagt)</translation>
    </message>
    <message>
        <source>The runner did not record the timeline of %1: %2</source>
        <translation>Der Runner hat die Zeitleiste von %1 nicht aufgezeichnet: %2</translation>
    </message>
    <message>
        <source>The case &apos;%1&apos; has no recorded timeline: run it with &quot;Record a timeline&quot;.</source>
        <translation>Der Fall „%1“ hat keine aufgezeichnete Zeitleiste: führen Sie ihn mit „Zeitleiste aufzeichnen“ aus.</translation>
    </message>
    <message>
        <source>Cannot show the measured timeline of %1: %2</source>
        <translation>Die gemessene Zeitleiste von %1 kann nicht gezeigt werden: %2</translation>
    </message>
    <message>
        <source>%1 predicted</source>
        <translation>%1 vorhergesagt</translation>
    </message>
    <message>
        <source>%1 measured</source>
        <translation>%1 gemessen</translation>
    </message>
    <message>
        <source>No results shown.</source>
        <translation>Keine Ergebnisse angezeigt.</translation>
    </message>
    <message>
        <source>No case of these results has a recorded timeline: run with &quot;Record a timeline&quot; (calltree-runner --record-timeline).</source>
        <translation>Kein Fall dieser Ergebnisse hat eine aufgezeichnete Zeitleiste: mit „Zeitleiste aufzeichnen“ ausführen (calltree-runner --record-timeline).</translation>
    </message>
    <message>
        <source>Measured %1, predicted %2: measured/predicted %3.</source>
        <translation>Gemessen %1, vorhergesagt %2: gemessen/vorhergesagt %3.</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>k. A.</translation>
    </message>
    <message numerus="yes">
        <source>Median of the %n timed repetition(s): %1.</source>
        <translation>
            <numerusform>Median der %n gemessenen Wiederholung: %1.</numerusform>
            <numerusform>Median der %n gemessenen Wiederholungen: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The recording was cut off at %1 operations: later ones are missing.</source>
        <translation>Die Aufzeichnung wurde nach %1 Operationen abgeschnitten: spätere fehlen.</translation>
    </message>
    <message>
        <source>Case:</source>
        <translation>Fall:</translation>
    </message>
    <message>
        <source>Two lanes per rank. Upper: &lt;b&gt;predicted&lt;/b&gt;, the program simulated with %1. Lower, on &lt;span style=&apos;background:%2&apos;&gt;&amp;nbsp;tinted&amp;nbsp;&lt;/span&gt;: &lt;b&gt;measured&lt;/b&gt;, the repetition the runner recorded (µs since the first rank left the starting barrier; a receive is drawn from when its send had started until the data was in place).</source>
        <translation>Zwei Spuren je Rang. Oben: &lt;b&gt;vorhergesagt&lt;/b&gt;, das Programm simuliert mit %1. Unten, auf &lt;span style=&apos;background:%2&apos;&gt;&amp;nbsp;getöntem&amp;nbsp;&lt;/span&gt; Grund: &lt;b&gt;gemessen&lt;/b&gt;, die vom Runner aufgezeichnete Wiederholung (µs, seit der erste Rang die Startbarriere verließ; ein Empfang reicht vom Beginn seines Sendens, bis die Daten angekommen waren).</translation>
    </message>
    <message>
        <source>the chart&apos;s LogGP values</source>
        <translation>den LogGP-Werten des Diagramms</translation>
    </message>
</context>
<context>
    <name>studio::runs::PredictionJob</name>
    <message>
        <source>A case is predicted when simulating it needs at most %1 GB, half of the memory available on this machine when the Runs tab opened; larger cases are refused before any memory is spent on them.</source>
        <translation>Ein Fall wird vorhergesagt, wenn seine Simulation höchstens %1 GB braucht, die Hälfte des Speichers, der auf diesem Rechner beim Öffnen des Läufe-Tabs frei war; größere Fälle werden abgelehnt, bevor Speicher für sie belegt wird.</translation>
    </message>
</context>
<context>
    <name>studio::runs::ResultRows</name>
    <message>
        <source>no schedule open</source>
        <translation>kein Schedule geöffnet</translation>
    </message>
    <message>
        <source>no LogGP profile</source>
        <translation>kein LogGP-Profil</translation>
    </message>
    <message>
        <source>cannot be simulated</source>
        <translation>nicht simulierbar</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>nicht gemessen</translation>
    </message>
    <message>
        <source>MPI&apos;s own collective</source>
        <translation>MPI-eigene kollektive Operation</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 lässt sich nicht schreiben: %2</translation>
    </message>
    <message>
        <source>the schedule&apos;s choices do not fit this size</source>
        <translation>die Wahl des Schedules passt nicht zu dieser Größe</translation>
    </message>
    <message>
        <source>not predicted: %1 ranks × %2 messages needs about %3 GB</source>
        <translation>nicht vorhergesagt: %1 Ranks × %2 Nachrichten brauchen etwa %3 GB</translation>
    </message>
    <message>
        <source>predicting…</source>
        <translation>wird vorhergesagt …</translation>
    </message>
    <message>
        <source>prediction cancelled</source>
        <translation>Vorhersage abgebrochen</translation>
    </message>
    <message>
        <source>MPI&apos;s own collective: the catalogue has no twin of this algorithm</source>
        <translation>MPI-eigene kollektive Operation: der Katalog hat keinen Zwilling dieses Algorithmus</translation>
    </message>
    <message>
        <source>MPI&apos;s own collective: the library chose the algorithm (force one to predict it)</source>
        <translation>MPI-eigene kollektive Operation: die Bibliothek wählte den Algorithmus (einen erzwingen, um ihn vorherzusagen)</translation>
    </message>
</context>
<context>
    <name>studio::runs::ResultsPanel</name>
    <message>
        <source>Best per size: measured against predicted</source>
        <translation>Bester pro Größe: gemessen gegen vorhergesagt</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>Measured vs predicted</source>
        <translation>Gemessen vs. vorhergesagt</translation>
    </message>
    <message>
        <source>Measured timeline</source>
        <translation>Gemessene Zeitleiste</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>Byte</translation>
    </message>
    <message>
        <source>Best measured</source>
        <translation>Bester gemessen</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Median</translation>
    </message>
    <message>
        <source>Best predicted</source>
        <translation>Bester vorhergesagt</translation>
    </message>
    <message>
        <source>Case</source>
        <translation>Fall</translation>
    </message>
    <message>
        <source>Fastest</source>
        <translation>Schnellster</translation>
    </message>
    <message>
        <source> — %1 of %2 predictions within ±%3 %; the predicted-best within %4 % of the measured-best at %5 of %6 sizes</source>
        <translation> — %1 von %2 Vorhersagen innerhalb ±%3 %; der vorhergesagt Beste innerhalb %4 % des gemessen Besten bei %5 von %6 Größen</translation>
    </message>
    <message>
        <source>Ranks</source>
        <translation>Ränge</translation>
    </message>
    <message>
        <source>Its median</source>
        <translation>Sein Median</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Verlust</translation>
    </message>
    <message>
        <source>no prediction</source>
        <translation>keine Vorhersage</translation>
    </message>
    <message>
        <source>The model predicts these equally fast: %1</source>
        <translation>Das Modell sagt diese als gleich schnell voraus: %1</translation>
    </message>
    <message>
        <source>The predicted-best is more than %1 % slower than the measured-best</source>
        <translation>Der vorhergesagt Beste ist mehr als %1 % langsamer als der gemessen Beste</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) compared with this one; medians, ratios to this run, the fastest in bold (all of them when they tie).</source>
        <translation>
            <numerusform>%n Lauf mit diesem verglichen; Mediane, Verhältnisse zu diesem Lauf, der schnellste fett (bei Gleichstand alle).</numerusform>
            <numerusform>%n Läufe mit diesem verglichen; Mediane, Verhältnisse zu diesem Lauf, der schnellste fett (bei Gleichstand alle).</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel prediction</source>
        <translation>Vorhersage abbrechen</translation>
    </message>
    <message>
        <source>Stop predicting (Esc); the measured columns stay</source>
        <translation>Vorhersage anhalten (Esc); die gemessenen Spalten bleiben</translation>
    </message>
    <message>
        <source>Predicting %1 of %2: %3 …</source>
        <translation>Vorhersage %1 von %2: %3 …</translation>
    </message>
    <message>
        <source>Predicting …</source>
        <translation>Vorhersage läuft …</translation>
    </message>
    <message>
        <source>%1 ranks, %2 B: %3 of %4 algorithms, median %5</source>
        <translation>%1 Ränge, %2 B: %3 von %4 Algorithmen, Median %5</translation>
    </message>
    <message numerus="yes">
        <source> — at %n size(s) nearly every algorithm missed its prediction alike: calibrate again just before the run</source>
        <translation>
            <numerusform> — bei %n Größe verfehlte fast jeder Algorithmus seine Vorhersage gleich: direkt vor dem Lauf neu kalibrieren</numerusform>
            <numerusform> — bei %n Größen verfehlte fast jeder Algorithmus seine Vorhersage gleich: direkt vor dem Lauf neu kalibrieren</numerusform>
        </translation>
    </message>
    <message>
        <source>Nearly every algorithm missed its prediction the same way at these sizes, so the run&apos;s level there is off, not the model&apos;s ranking: the calibration&apos;s launch and the run&apos;s drifted apart, or a cost common to every algorithm is missing.
%1</source>
        <translation>Bei diesen Größen verfehlte fast jeder Algorithmus seine Vorhersage auf dieselbe Weise: Nicht die Rangfolge des Modells, sondern das Niveau des Laufs weicht dort ab – der Start der Kalibrierung und der des Laufs sind auseinandergedriftet, oder es fehlt ein Kostenanteil, den alle Algorithmen gemeinsam haben.
%1</translation>
    </message>
</context>
<context>
    <name>studio::runs::ResultsTableModel</name>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>Case</source>
        <translation>Fall</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>Byte</translation>
    </message>
    <message>
        <source>Root</source>
        <translation>Wurzel</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Median</translation>
    </message>
    <message>
        <source>95% CI of median</source>
        <translation>95-%-KI des Medians</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>Min.</translation>
    </message>
    <message>
        <source>p90</source>
        <translation>p90</translation>
    </message>
    <message>
        <source>Reps</source>
        <translation>Wdh.</translation>
    </message>
    <message>
        <source>Predicted</source>
        <translation>Vorhergesagt</translation>
    </message>
    <message>
        <source>Measured / predicted</source>
        <translation>Gemessen / vorhergesagt</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <source>OSU&apos;s figure: %1 calls after %2 untimed ones, each timed alone; the average over ranks of each rank&apos;s mean (least %3, greatest %4)</source>
        <translation>OSU-Wert: %1 Aufrufe nach %2 ungemessenen, jeder einzeln gemessen; der Durchschnitt über die Ränge der Mittelwerte jedes Rangs (kleinster %3, größter %4)</translation>
    </message>
    <message>
        <source>OSU avg</source>
        <translation>OSU-Mittel</translation>
    </message>
</context>
<context>
    <name>studio::runs::RunConfig</name>
    <message>
        <source>%1 was not found: install MPI, or choose the launcher&apos;s path under Where.</source>
        <translation>%1 wurde nicht gefunden: MPI installieren oder den Pfad des Startprogramms unter „Wo“ wählen.</translation>
    </message>
    <message>
        <source>calltree-runner was not found beside the Studio or on PATH: build the calltree-runner target, or choose the runner under Where.</source>
        <translation>calltree-runner wurde weder neben dem Studio noch im PATH gefunden: das Target calltree-runner bauen oder den Runner unter „Wo“ wählen.</translation>
    </message>
    <message>
        <source>The runner %1 does not exist or is not executable: choose the calltree-runner program under Where.</source>
        <translation>Der Runner %1 existiert nicht oder ist nicht ausführbar: das Programm calltree-runner unter „Wo“ wählen.</translation>
    </message>
    <message>
        <source>Use at least 1 rank.</source>
        <translation>Mindestens 1 Rang verwenden.</translation>
    </message>
    <message>
        <source>Calibration measures messages between ranks: use at least 2 ranks.</source>
        <translation>Die Kalibrierung misst Nachrichten zwischen Rängen: mindestens 2 Ränge verwenden.</translation>
    </message>
    <message>
        <source>The schedule is for %1 processors but the run has %2 ranks: set the ranks to %1.</source>
        <translation>Der Schedule ist für %1 Prozessoren, der Lauf hat aber %2 Ränge: die Ränge auf %1 setzen.</translation>
    </message>
    <message>
        <source>The schedule is for %1 processors; the runner needs exactly that many ranks: set the ranks to %1.</source>
        <translation>Der Schedule ist für %1 Prozessoren; der Runner braucht genau so viele Ränge: die Ränge auf %1 setzen.</translation>
    </message>
    <message>
        <source>The hostfile &apos;%1&apos; does not exist: choose a hostfile.</source>
        <translation>Das Hostfile „%1“ existiert nicht: ein Hostfile wählen.</translation>
    </message>
    <message>
        <source>Slurm needs between 1 and %1 nodes for %1 tasks: change the nodes.</source>
        <translation>Slurm braucht für %1 Tasks zwischen 1 und %1 Knoten: die Knotenzahl ändern.</translation>
    </message>
    <message>
        <source>Calibrating first measures messages between ranks 0 and 1: use at least 2 ranks, or clear &quot;Calibrate first&quot;.</source>
        <translation>Zuerst kalibrieren misst Nachrichten zwischen den Rängen 0 und 1: mindestens 2 Ränge verwenden oder „Zuerst kalibrieren“ abwählen.</translation>
    </message>
</context>
<context>
    <name>studio::runs::RunController</name>
    <message>
        <source>The runner refused the run (exit status 1): a bad argument, plan or schedule, a rank count or root that does not fit, or a case that could not be prepared.</source>
        <translation>Der Runner hat den Lauf abgelehnt (Exit-Status 1): ein fehlerhaftes Argument, ein fehlerhafter Plan oder Schedule, eine unpassende Rangzahl oder Wurzel oder ein Fall, der sich nicht vorbereiten ließ.</translation>
    </message>
    <message>
        <source>A case ended with wrong data on some rank (exit status 2): the log names the rank and offset.</source>
        <translation>Ein Fall endete mit falschen Daten auf einem Rang (Exit-Status 2): Das Protokoll nennt Rang und Offset.</translation>
    </message>
    <message>
        <source>An MPI or internal error stopped the run (exit status 3).</source>
        <translation>Ein MPI- oder interner Fehler hat den Lauf beendet (Exit-Status 3).</translation>
    </message>
    <message>
        <source>A case ran past its timeout (exit status 4): raise the case timeout or lower the sizes.</source>
        <translation>Ein Fall hat sein Zeitlimit überschritten (Exit-Status 4): das Zeitlimit pro Fall erhöhen oder die Größen verringern.</translation>
    </message>
    <message>
        <source>The job was torn down (exit status 5): a rank died or the launcher was interrupted.</source>
        <translation>Der Job wurde abgebrochen (Exit-Status 5): Ein Rang ist abgestürzt oder das Startprogramm wurde unterbrochen.</translation>
    </message>
    <message>
        <source>The launcher ended with exit status %1: a rank died or MPI could not start the job.</source>
        <translation>Das Startprogramm endete mit Exit-Status %1: Ein Rang ist abgestürzt oder MPI konnte den Job nicht starten.</translation>
    </message>
    <message>
        <source>The launcher %1 was not found: install MPI or choose its path in the run dialog.</source>
        <translation>Das Startprogramm %1 wurde nicht gefunden: MPI installieren oder seinen Pfad im Lauf-Dialog wählen.</translation>
    </message>
    <message>
        <source>%1: ok, median %2 s</source>
        <translation>%1: ok, Median %2 s</translation>
    </message>
    <message>
        <source>%1: %2 %3</source>
        <translation>%1: %2 %3</translation>
    </message>
    <message>
        <source>[%1/%2] %3</source>
        <translation>[%1/%2] %3</translation>
    </message>
    <message>
        <source>The results file %1 cannot be read: %2</source>
        <translation>Die Ergebnisdatei %1 lässt sich nicht lesen: %2</translation>
    </message>
    <message>
        <source>%1 could not be started: %2</source>
        <translation>%1 ließ sich nicht starten: %2</translation>
    </message>
    <message numerus="yes">
        <source> %n completed case(s) kept.</source>
        <translation>
            <numerusform> %n abgeschlossener Fall wurde behalten.</numerusform>
            <numerusform> %n abgeschlossene Fälle wurden behalten.</numerusform>
        </translation>
    </message>
    <message>
        <source>The run did not finish within %1 s and was stopped.</source>
        <translation>Der Lauf war nach %1 s nicht beendet und wurde angehalten.</translation>
    </message>
    <message>
        <source>%1 crashed.</source>
        <translation>%1 ist abgestürzt.</translation>
    </message>
    <message>
        <source>The calibration ended without writing %1.</source>
        <translation>Die Kalibrierung endete, ohne %1 zu schreiben.</translation>
    </message>
    <message>
        <source>The runner ended without completing its results file %1.</source>
        <translation>Der Runner endete, ohne seine Ergebnisdatei %1 fertigzustellen.</translation>
    </message>
    <message>
        <source>The runner ended without writing its results file %1.</source>
        <translation>Der Runner endete, ohne seine Ergebnisdatei %1 zu schreiben.</translation>
    </message>
    <message numerus="yes">
        <source>%1 did not stop within %2 s of SIGTERM: killed it and %n process(es) it started.</source>
        <translation>
            <numerusform>%1 hat %2 s nach SIGTERM nicht beendet: es und %n von ihm gestarteter Prozess wurden abgebrochen (SIGKILL).</numerusform>
            <numerusform>%1 hat %2 s nach SIGTERM nicht beendet: es und %n von ihm gestartete Prozesse wurden abgebrochen (SIGKILL).</numerusform>
        </translation>
    </message>
    <message>
        <source>A progress line of the runner is malformed: %1</source>
        <translation>Eine Fortschrittszeile des Runners ist fehlerhaft: %1</translation>
    </message>
    <message>
        <source>Every case ran, but the results file could not be written (exit status 6): the disk may be full. The file keeps the cases written before; the log has the rest.</source>
        <translation>Alle Fälle liefen, aber die Ergebnisdatei ließ sich nicht schreiben (Exit-Status 6): Die Platte ist vielleicht voll. Die Datei behält die zuvor geschriebenen Fälle; das Protokoll enthält den Rest.</translation>
    </message>
    <message>
        <source>%1: stopped by Cancel (not kept)</source>
        <translation>%1: durch Abbrechen angehalten (nicht behalten)</translation>
    </message>
</context>
<context>
    <name>studio::runs::RunDialog</name>
    <message>
        <source>Allow more ranks than cores (--oversubscribe)</source>
        <translation>Mehr Ränge als Kerne erlauben (--oversubscribe)</translation>
    </message>
    <message>
        <source>The open schedule (%1)</source>
        <translation>Der geöffnete Schedule (%1)</translation>
    </message>
    <message>
        <source>Catalogue algorithms, to compare</source>
        <translation>Katalogalgorithmen, zum Vergleich</translation>
    </message>
    <message>
        <source>Calibrate this machine (LogGP and BSP* profiles)</source>
        <translation>Diese Maschine kalibrieren (LogGP- und BSP*-Profile)</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>This machine (mpirun)</source>
        <translation>Diese Maschine (mpirun)</translation>
    </message>
    <message>
        <source>Hosts from a hostfile (mpirun --hostfile)</source>
        <translation>Hosts aus einem Hostfile (mpirun --hostfile)</translation>
    </message>
    <message>
        <source>Slurm (srun)</source>
        <translation>Slurm (srun)</translation>
    </message>
    <message>
        <source>found on PATH</source>
        <translation>im PATH gesucht</translation>
    </message>
    <message>
        <source>e.g. --mca coll_tuned_use_dynamic_rules 1</source>
        <translation>z. B. --mca coll_tuned_use_dynamic_rules 1</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Wählen…</translation>
    </message>
    <message>
        <source>Hostfile</source>
        <translation>Hostfile</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
    <message>
        <source>Launch on:</source>
        <translation>Starten auf:</translation>
    </message>
    <message>
        <source>Ranks (tasks):</source>
        <translation>Ränge (Tasks):</translation>
    </message>
    <message>
        <source>Hostfile:</source>
        <translation>Hostfile:</translation>
    </message>
    <message>
        <source>Slurm nodes:</source>
        <translation>Slurm-Knoten:</translation>
    </message>
    <message>
        <source>Launcher program:</source>
        <translation>Startprogramm:</translation>
    </message>
    <message>
        <source>Extra MPI arguments:</source>
        <translation>Zusätzliche MPI-Argumente:</translation>
    </message>
    <message>
        <source>Runner:</source>
        <translation>Runner:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ohne</translation>
    </message>
    <message>
        <source>Open MPI&apos;s choice</source>
        <translation>Auswahl von Open MPI</translation>
    </message>
    <message>
        <source>the same algorithm in Open MPI</source>
        <translation>derselbe Algorithmus in Open MPI</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <source>Algorithms:</source>
        <translation>Algorithmen:</translation>
    </message>
    <message>
        <source>Message sizes:</source>
        <translation>Nachrichtengrößen:</translation>
    </message>
    <message>
        <source>Roots:</source>
        <translation>Wurzeln:</translation>
    </message>
    <message>
        <source>min</source>
        <translation>min.</translation>
    </message>
    <message>
        <source>max</source>
        <translation>max.</translation>
    </message>
    <message>
        <source>Repetitions:</source>
        <translation>Wiederholungen:</translation>
    </message>
    <message>
        <source>Minimum time per case:</source>
        <translation>Mindestzeit pro Fall:</translation>
    </message>
    <message>
        <source>Case timeout:</source>
        <translation>Zeitlimit pro Fall:</translation>
    </message>
    <message>
        <source>Whole run timeout:</source>
        <translation>Zeitlimit für den ganzen Lauf:</translation>
    </message>
    <message>
        <source>MPI baseline:</source>
        <translation>MPI-Baseline:</translation>
    </message>
    <message>
        <source>Copy command</source>
        <translation>Befehl kopieren</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Command:</source>
        <translation>Befehl:</translation>
    </message>
    <message>
        <source>The extra MPI arguments have an unclosed quote: close it.</source>
        <translation>Die zusätzlichen MPI-Argumente enthalten ein nicht geschlossenes Anführungszeichen: es schließen.</translation>
    </message>
    <message>
        <source>Record a timeline of each case</source>
        <translation>Eine Zeitleiste jedes Falls aufzeichnen</translation>
    </message>
    <message>
        <source>After the timed repetitions, one more repetition records when every operation of every rank started and ended, to lay under the predicted timeline (--record-timeline; MPI baselines have no operations to record)</source>
        <translation>Nach den gemessenen Wiederholungen zeichnet eine weitere Wiederholung auf, wann jede Operation jedes Rangs begann und endete, um sie unter die vorhergesagte Zeitleiste zu legen (--record-timeline; MPI-Vergleichsfälle haben keine Operationen zum Aufzeichnen)</translation>
    </message>
    <message>
        <source>MPI ranks to start (Slurm: tasks)</source>
        <translation>Zu startende MPI-Ränge (Slurm: Tasks)</translation>
    </message>
    <message>
        <source>Slurm nodes the tasks are spread over</source>
        <translation>Slurm-Knoten, auf die die Tasks verteilt werden</translation>
    </message>
    <message>
        <source>Untimed repetitions before the timed ones</source>
        <translation>Ungemessene Wiederholungen vor den gemessenen</translation>
    </message>
    <message>
        <source>Timed repetitions at least</source>
        <translation>Mindestzahl gemessener Wiederholungen</translation>
    </message>
    <message>
        <source>Repeat until this much time has passed (or the maximum repetitions)</source>
        <translation>Wiederholen, bis so viel Zeit vergangen ist (oder die Höchstzahl an Wiederholungen erreicht ist)</translation>
    </message>
    <message>
        <source>Timed repetitions at most</source>
        <translation>Höchstzahl gemessener Wiederholungen</translation>
    </message>
    <message>
        <source>A case that takes longer is stopped and reported</source>
        <translation>Ein Fall, der länger dauert, wird abgebrochen und gemeldet</translation>
    </message>
    <message>
        <source>The Studio stops the whole run after this time (none: 0)</source>
        <translation>Das Studio beendet den ganzen Lauf nach dieser Zeit (keine: 0)</translation>
    </message>
    <message>
        <source>Message sizes, separated by commas: bytes, or with K, M or G (binary: 1K = 1024), and ranges FROM..TO that double: 8, 1K, 64K or 8..1M
Allowed: 0 to 2147483647 bytes, at most 64 sizes</source>
        <translation>Nachrichtengrößen, durch Kommas getrennt: Bytes, oder mit K, M oder G (binär: 1K = 1024), und Bereiche VON..BIS, die sich verdoppeln: 8, 1K, 64K oder 8..1M
Erlaubt: 0 bis 2147483647 Bytes, höchstens 64 Größen</translation>
    </message>
    <message>
        <source>Root ranks, separated by commas: 0 or 0,3
Allowed: 0 to the ranks less one</source>
        <translation>Wurzel-Ränge, durch Kommas getrennt: 0 oder 0,3
Erlaubt: 0 bis Anzahl der Ränge minus eins</translation>
    </message>
    <message>
        <source>Warm-up repetitions:</source>
        <translation>Aufwärm-Wiederholungen:</translation>
    </message>
    <message>
        <source>The open schedule runs once on its own input (%1): the message sizes and roots apply to the catalogue algorithms only.</source>
        <translation>Der offene Ablaufplan läuft einmal mit seiner eigenen Eingabe (%1): Nachrichtengrößen und Wurzeln gelten nur für die Katalogalgorithmen.</translation>
    </message>
    <message>
        <source>Also OSU&apos;s figure</source>
        <translation>Auch OSU-Wert</translation>
    </message>
    <message>
        <source>After the timed repetitions, a pass timed as the OSU Micro-Benchmarks time a collective (same buffers, each call alone, the average of the ranks&apos; means), to compare with published osu_bcast figures; shown in the OSU avg column</source>
        <translation>Nach den gemessenen Wiederholungen ein Durchgang, gemessen wie die OSU Micro-Benchmarks eine kollektive Operation messen (dieselben Puffer, jeder Aufruf einzeln, der Durchschnitt der Mittelwerte der Ränge), zum Vergleich mit veröffentlichten osu_bcast-Werten; angezeigt in der Spalte OSU-Mittel</translation>
    </message>
    <message>
        <source>Calibrate first</source>
        <translation>Zuerst kalibrieren</translation>
    </message>
    <message>
        <source>Interleave the cases of each message size in this many rounds, each a share of every case&apos;s repetitions, so that the machine&apos;s changes of speed hit all of them alike; with Calibrate first, the calibration is then measured again beside each size&apos;s cases (1: each case&apos;s repetitions back to back)</source>
        <translation>Die Fälle jeder Nachrichtengröße in so vielen Runden verschränken, jede Runde ein Teil der Wiederholungen jedes Falls, damit Geschwindigkeitswechsel der Maschine alle gleich treffen; mit „Zuerst kalibrieren“ wird die Kalibrierung dann neben den Fällen jeder Größe erneut gemessen (1: die Wiederholungen jedes Falls direkt hintereinander)</translation>
    </message>
    <message>
        <source>Before the cases, measure this machine&apos;s LogGP profile in the same launch (ranks 0 and 1, at the run&apos;s message sizes), build the optimal and Fibonacci trees and the segment sizes for it, and predict the run from it: a profile measured in another launch can be 20-30 % off on a busy machine (--calibrate); with 2 or more rounds also measured again beside each size&apos;s cases, and the run predicted from that (--calibrate-beside)</source>
        <translation>Vor den Fällen das LogGP-Profil dieser Maschine im selben Start messen (Ränge 0 und 1, bei den Nachrichtengrößen des Laufs), die optimalen und Fibonacci-Bäume und die Segmentgrößen dafür bauen und den Lauf damit vorhersagen: ein in einem anderen Start gemessenes Profil kann auf einer ausgelasteten Maschine 20–30 % abweichen (--calibrate); ab 2 Runden zusätzlich neben den Fällen jeder Größe erneut gemessen und der Lauf damit vorhergesagt (--calibrate-beside)</translation>
    </message>
    <message>
        <source>rounds:</source>
        <translation>Runden:</translation>
    </message>
</context>
<context>
    <name>studio::runs::RunHistory</name>
    <message>
        <source>Cannot create the run folder %1: choose a folder you can write to (save the schedule elsewhere).</source>
        <translation>Der Ordner %1 für den Lauf lässt sich nicht anlegen: einen beschreibbaren Ordner wählen (den Schedule an anderer Stelle speichern).</translation>
    </message>
</context>
<context>
    <name>studio::runs::RunHistoryPanel</name>
    <message>
        <source>Runs in %1</source>
        <translation>Läufe in %1</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>abgeschlossen</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message numerus="yes">
        <source>cancelled, %n case(s) kept</source>
        <translation>
            <numerusform>abgebrochen, %n Fall behalten</numerusform>
            <numerusform>abgebrochen, %n Fälle behalten</numerusform>
        </translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>studio::runs::RunPlan</name>
    <message>
        <source>Cannot write the run plan %1: %2</source>
        <translation>Der Laufplan %1 lässt sich nicht schreiben: %2</translation>
    </message>
    <message>
        <source>Nothing to run: choose the open schedule or at least one algorithm.</source>
        <translation>Nichts auszuführen: den geöffneten Schedule oder mindestens einen Algorithmus wählen.</translation>
    </message>
    <message>
        <source>Give at least one message size.</source>
        <translation>Mindestens eine Nachrichtengröße angeben.</translation>
    </message>
    <message>
        <source>The size %1 is outside 0…2147483647 bytes: change it.</source>
        <translation>Die Größe %1 liegt außerhalb von 0…2147483647 Byte: sie ändern.</translation>
    </message>
    <message>
        <source>Root %1 does not exist with %2 ranks: use roots from 0 to %3.</source>
        <translation>Wurzel %1 gibt es bei %2 Rängen nicht: Wurzeln von 0 bis %3 verwenden.</translation>
    </message>
    <message>
        <source>Repetitions: use a minimum of at least 1 and a maximum not below it, at most 100000000.</source>
        <translation>Wiederholungen: ein Minimum von mindestens 1 und ein Maximum nicht darunter und höchstens 100000000 verwenden.</translation>
    </message>
    <message>
        <source>Timing: the minimum time must be ≥ 0 and the case timeout &gt; 0 seconds.</source>
        <translation>Zeitmessung: Die Mindestzeit muss ≥ 0 und das Zeitlimit pro Fall &gt; 0 Sekunden sein.</translation>
    </message>
    <message>
        <source>Message sizes: %1</source>
        <translation>Nachrichtengrößen: %1</translation>
    </message>
    <message>
        <source>Roots: %1</source>
        <translation>Wurzeln: %1</translation>
    </message>
    <message>
        <source>MPI baseline: %1</source>
        <translation>MPI-Baseline: %1</translation>
    </message>
</context>
<context>
    <name>studio::runs::RunsWorkspace</name>
    <message>
        <source>Open results</source>
        <translation>Ergebnisse öffnen</translation>
    </message>
    <message>
        <source>Run results (*.results.json)</source>
        <translation>Laufergebnisse (*.results.json)</translation>
    </message>
    <message>
        <source>Compare with results</source>
        <translation>Mit Ergebnissen vergleichen</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>Läuft…</translation>
    </message>
    <message>
        <source>elapsed %1, remaining about %2</source>
        <translation>vergangen %1, verbleibend etwa %2</translation>
    </message>
    <message>
        <source>elapsed %1</source>
        <translation>vergangen %1</translation>
    </message>
    <message>
        <source>Calibration finished: %1. &quot;Use these measurements&quot; loads it into the schedule&apos;s machine.</source>
        <translation>Kalibrierung abgeschlossen: %1. „Diese Messungen verwenden“ lädt sie in die Maschine des Schedules.</translation>
    </message>
    <message numerus="yes">
        <source>Finished: %n case(s) measured.</source>
        <translation>
            <numerusform>Fertig: %n Fall gemessen.</numerusform>
            <numerusform>Fertig: %n Fälle gemessen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>— %1</source>
        <translation>— %1</translation>
    </message>
    <message>
        <source>  | %1</source>
        <translation>  | %1</translation>
    </message>
    <message>
        <source>LogGP (chart values)</source>
        <translation>LogGP (Diagrammwerte)</translation>
    </message>
    <message>
        <source>Run…</source>
        <translation>Lauf starten…</translation>
    </message>
    <message>
        <source>Run the open schedule or catalogue algorithms with MPI (Ctrl+R)</source>
        <translation>Den geöffneten Schedule oder Katalogalgorithmen mit MPI ausführen (Strg+R)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Open results…</source>
        <translation>Ergebnisse öffnen…</translation>
    </message>
    <message>
        <source>Compare with…</source>
        <translation>Vergleichen mit…</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV exportieren…</translation>
    </message>
    <message>
        <source>Export JSON…</source>
        <translation>JSON exportieren…</translation>
    </message>
    <message>
        <source>Use these measurements</source>
        <translation>Diese Messungen verwenden</translation>
    </message>
    <message>
        <source>Load the calibrated machine profile into the schedule editor and re-cost the schedule</source>
        <translation>Das kalibrierte Maschinenprofil in den Schedule-Editor laden und die Kosten des Schedules neu berechnen</translation>
    </message>
    <message>
        <source>no run</source>
        <translation>kein Lauf</translation>
    </message>
    <message>
        <source>Cannot write the schedule for the run: %1</source>
        <translation>Der Schedule für den Lauf lässt sich nicht schreiben: %1</translation>
    </message>
    <message>
        <source>calibration %1</source>
        <translation>Kalibrierung %1</translation>
    </message>
    <message>
        <source>reopened</source>
        <translation>wieder geöffnet</translation>
    </message>
    <message>
        <source>reopened, incomplete</source>
        <translation>wieder geöffnet, unvollständig</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n case(s), complete.</source>
        <translation>
            <numerusform>%1: %n Fall, vollständig.</numerusform>
            <numerusform>%1: %n Fälle, vollständig.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n case(s), incomplete (the run was interrupted).</source>
        <translation>
            <numerusform>%1: %n Fall, unvollständig (der Lauf wurde unterbrochen).</numerusform>
            <numerusform>%1: %n Fälle, unvollständig (der Lauf wurde unterbrochen).</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot open the results %1: %2</source>
        <translation>Die Ergebnisse %1 lassen sich nicht öffnen: %2</translation>
    </message>
    <message>
        <source>This run</source>
        <translation>Dieser Lauf</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exportiert</translation>
    </message>
    <message>
        <source>Export JSON</source>
        <translation>JSON exportieren</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>CSV exportieren</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Select a finished calibration run first.</source>
        <translation>Zuerst einen abgeschlossenen Kalibrierungslauf auswählen.</translation>
    </message>
    <message>
        <source>The calibrated profile %1 cannot be used for this schedule.</source>
        <translation>Das kalibrierte Profil %1 lässt sich für diesen Schedule nicht verwenden.</translation>
    </message>
    <message>
        <source>The schedule is now costed with the calibrated profile %1.</source>
        <translation>Die Kosten des Schedules werden jetzt mit dem kalibrierten Profil %1 berechnet.</translation>
    </message>
    <message>
        <source>Calibration %1: &quot;Use these measurements&quot; loads it.</source>
        <translation>Kalibrierung %1: „Diese Messungen verwenden“ lädt sie.</translation>
    </message>
    <message>
        <source>Set the shown run beside other results files (or Ctrl-click several runs in the history)</source>
        <translation>Den gezeigten Lauf neben andere Ergebnisdateien stellen (oder mehrere Läufe im Verlauf mit Strg-Klick wählen)</translation>
    </message>
    <message>
        <source>Show measured timeline</source>
        <translation>Gemessene Zeitleiste zeigen</translation>
    </message>
    <message>
        <source>The recorded repetition of the selected case laid under its predicted timeline (runs made with &quot;Record a timeline&quot;)</source>
        <translation>Die aufgezeichnete Wiederholung des gewählten Falls unter seiner vorhergesagten Zeitleiste (Läufe mit „Zeitleiste aufzeichnen“)</translation>
    </message>
    <message>
        <source>No run yet. Press Run… (Ctrl+R) to run the open schedule or catalogue algorithms with MPI, or open a results file; earlier runs of this schedule are listed in the history.</source>
        <translation>Noch kein Lauf. Mit „Lauf starten…“ (Strg+R) den offenen Schedule oder Katalogalgorithmen mit MPI ausführen oder eine Ergebnisdatei öffnen; frühere Läufe dieses Schedules stehen im Verlauf.</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled. %n completed case(s) kept.</source>
        <translation>
            <numerusform>Abgebrochen. %n abgeschlossener Fall behalten.</numerusform>
            <numerusform>Abgebrochen. %n abgeschlossene Fälle behalten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Calibrate…</source>
        <translation>Kalibrieren…</translation>
    </message>
    <message>
        <source>Open the Run dialog on a calibration of this machine</source>
        <translation>Den Lauf-Dialog mit einer Kalibrierung dieser Maschine öffnen</translation>
    </message>
    <message>
        <source>reopened, cancelled</source>
        <translation>wieder geöffnet, abgebrochen</translation>
    </message>
    <message numerus="yes">
        <source>%1: cancelled; %n case(s) finished before the cancel.</source>
        <translation>
            <numerusform>%1: abgebrochen; %n Fall vor dem Abbruch abgeschlossen.</numerusform>
            <numerusform>%1: abgebrochen; %n Fälle vor dem Abbruch abgeschlossen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading the results %1…</source>
        <translation>Die Ergebnisse %1 werden gelesen…</translation>
    </message>
    <message numerus="yes">
        <source>Reading %n results file(s) to compare…</source>
        <translation>
            <numerusform>%n Ergebnisdatei wird zum Vergleich gelesen…</numerusform>
            <numerusform>%n Ergebnisdateien werden zum Vergleich gelesen…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelled reading the results %1; the results shown stay.</source>
        <translation>Lesen der Ergebnisse %1 abgebrochen; die angezeigten Ergebnisse bleiben.</translation>
    </message>
    <message>
        <source>Cancelled reading the results to compare.</source>
        <translation>Lesen der Ergebnisse zum Vergleich abgebrochen.</translation>
    </message>
    <message>
        <source>this run&apos;s calibration %1</source>
        <translation>Kalibrierung dieses Laufs %1</translation>
    </message>
    <message>
        <source>this run&apos;s calibration beside its cases %1</source>
        <translation>die Kalibrierung dieses Laufs neben seinen Fällen %1</translation>
    </message>
    <message>
        <source>the run&apos;s calibration beside its cases, %1</source>
        <translation>die Kalibrierung des Laufs neben seinen Fällen, %1</translation>
    </message>
    <message>
        <source>the profile the run was built for, %1</source>
        <translation>das Profil, für das der Lauf gebaut wurde, %1</translation>
    </message>
</context>
<context>
    <name>studio::tune::AlgorithmList</name>
    <message>
        <source>Open MPI 4.1&apos;s algorithm numbers</source>
        <translation>die Algorithmusnummern von Open MPI 4.1</translation>
    </message>
    <message>
        <source>MPICH (the CVAR values of MPICH 4.0.2)</source>
        <translation>MPICH (die CVAR-Werte von MPICH 4.0.2)</translation>
    </message>
</context>
<context>
    <name>studio::tune::DecisionMapView</name>
    <message>
        <source>faster</source>
        <translation>schneller</translation>
    </message>
    <message>
        <source>overlap</source>
        <translation>Überlappung</translation>
    </message>
    <message>
        <source>default fastest</source>
        <translation>Standard am schnellsten</translation>
    </message>
    <message>
        <source>small gain</source>
        <translation>kleiner Gewinn</translation>
    </message>
    <message>
        <source>no default</source>
        <translation>kein Standard</translation>
    </message>
    <message>
        <source>%1 ranks</source>
        <translation>%1 Ränge</translation>
    </message>
    <message>
        <source>default
%1</source>
        <translation>Standard
%1</translation>
    </message>
    <message>
        <source>Open MPI&apos;s default stays: %1</source>
        <translation>Der Standard von Open MPI bleibt: %1</translation>
    </message>
    <message>
        <source>Open MPI&apos;s default kept</source>
        <translation>Standard von Open MPI behalten</translation>
    </message>
    <message>
        <source>No measured points for this collective.</source>
        <translation>Keine gemessenen Punkte für diese kollektive Operation.</translation>
    </message>
    <message>
        <source>%1 replaces the default: %2 faster</source>
        <translation>%1 ersetzt den Standard: %2 schneller</translation>
    </message>
    <message>
        <source>MPICH&apos;s default stays: %1</source>
        <translation>Der Standard von MPICH bleibt: %1</translation>
    </message>
    <message>
        <source>MPICH&apos;s default kept</source>
        <translation>Standard von MPICH behalten</translation>
    </message>
</context>
<context>
    <name>studio::tune::RulesCheckPanel</name>
    <message>
        <source>MPICH cannot parse this file.</source>
        <translation>MPICH kann diese Datei nicht lesen.</translation>
    </message>
    <message>
        <source>MPICH reads this file as written.</source>
        <translation>MPICH liest diese Datei wie geschrieben.</translation>
    </message>
    <message numerus="yes">
        <source>MPICH reads this file, but not as written (%n problem(s)).</source>
        <translation>
            <numerusform>MPICH liest diese Datei, aber nicht wie geschrieben (%n Problem).</numerusform>
            <numerusform>MPICH liest diese Datei, aber nicht wie geschrieben (%n Probleme).</numerusform>
        </translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>Bedingungen</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Algorithmus</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>Open MPI ignores this file and keeps its fixed decisions.</source>
        <translation>Open MPI ignoriert diese Datei und behält seine festen Entscheidungen.</translation>
    </message>
    <message>
        <source>Open MPI reads this file as written.</source>
        <translation>Open MPI liest diese Datei wie geschrieben.</translation>
    </message>
    <message numerus="yes">
        <source>Open MPI reads this file, but not as written (%n problem(s)).</source>
        <translation>
            <numerusform>Open MPI liest diese Datei, aber nicht wie geschrieben (%n Problem).</numerusform>
            <numerusform>Open MPI liest diese Datei, aber nicht wie geschrieben (%n Probleme).</numerusform>
        </translation>
    </message>
    <message>
        <source>Collective</source>
        <translation>Kollektive Operation</translation>
    </message>
    <message>
        <source>Ranks</source>
        <translation>Ränge</translation>
    </message>
    <message>
        <source>Message bytes</source>
        <translation>Nachrichtengröße in Byte</translation>
    </message>
    <message>
        <source>Algorithm (fan-in/out, segment bytes)</source>
        <translation>Algorithmus (Fan-in/out, Segmentgröße in Byte)</translation>
    </message>
    <message>
        <source>fixed decision</source>
        <translation>feste Entscheidung</translation>
    </message>
    <message>
        <source> max requests %1</source>
        <translation> höchstens %1 Anfragen</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 lässt sich nicht lesen: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n finding(s)</source>
        <translation>
            <numerusform>%1: %n Befund</numerusform>
            <numerusform>%1: %n Befunde</numerusform>
        </translation>
    </message>
    <message>
        <source>Check a rules file</source>
        <translation>Regeldatei prüfen</translation>
    </message>
    <message>
        <source>Rules files (*.rules *.conf *.json *.txt);;All files (*)</source>
        <translation>Regeldateien (*.rules *.conf *.json *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Check a rules file…</source>
        <translation>Regeldatei prüfen…</translation>
    </message>
    <message>
        <source>Read an Open MPI rules file exactly as Open MPI 4.1/5.0 does (or an MPICH JSON file) and list every problem (Ctrl+Shift+K)</source>
        <translation>Eine Open-MPI-Regeldatei genau so lesen wie Open MPI 4.1/5.0 (oder eine MPICH-JSON-Datei) und jedes Problem auflisten (Strg+Umschalt+K)</translation>
    </message>
    <message>
        <source>No rules file checked yet. Algorithm numbers as Open MPI 4.1 knows them.</source>
        <translation>Noch keine Regeldatei geprüft. Algorithmusnummern wie in Open MPI 4.1.</translation>
    </message>
    <message>
        <source>%1:0: Open MPI %2.%3 reads rules files in the classic format only: it ignores this JSON file</source>
        <translation>%1:0: Open MPI %2.%3 liest Regeldateien nur im klassischen Format: diese JSON-Datei ignoriert es</translation>
    </message>
    <message>
        <source>This Open MPI ignores the file (JSON rules need Open MPI 6.0).</source>
        <translation>Dieses Open MPI ignoriert die Datei (JSON-Regeln brauchen Open MPI 6.0).</translation>
    </message>
    <message>
        <source>Open MPI 6.0 ignores this file and keeps its fixed decisions.</source>
        <translation>Open MPI 6.0 ignoriert diese Datei und behält seine festen Entscheidungen.</translation>
    </message>
    <message>
        <source>Open MPI 6.0 reads this file as written.</source>
        <translation>Open MPI 6.0 liest diese Datei wie geschrieben.</translation>
    </message>
    <message numerus="yes">
        <source>Open MPI 6.0 reads this file, but not as written (%n problem(s)).</source>
        <translation>
            <numerusform>Open MPI 6.0 liest diese Datei, aber nicht wie geschrieben (%n Problem).</numerusform>
            <numerusform>Open MPI 6.0 liest diese Datei, aber nicht wie geschrieben (%n Probleme).</numerusform>
        </translation>
    </message>
    <message>
        <source>switched off (unknown algorithm)</source>
        <translation>abgeschaltet (unbekannter Algorithmus)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
</context>
<context>
    <name>studio::tune::RulesVerifyPanel</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Open MPI ignores %1 and keeps its fixed decisions: the rules file check says why.</source>
        <translation>Open MPI ignoriert %1 und behält seine festen Entscheidungen: Die Prüfung der Regeldatei sagt, warum.</translation>
    </message>
    <message>
        <source>Run sweep…&apos;s launch settings: %1</source>
        <translation>Starteinstellungen von „Durchlauf ausführen…“: %1</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>Der Ordner %1 kann nicht angelegt werden.</translation>
    </message>
    <message numerus="yes">
        <source>Verifying %1 under Open MPI: %n launch(es), each the file&apos;s own choice beside the algorithms it picks, forced.</source>
        <translation>
            <numerusform>%1 wird unter Open MPI geprüft: %n Start, jeweils die eigene Wahl der Datei neben den Algorithmen, die sie wählt, erzwungen.</numerusform>
            <numerusform>%1 wird unter Open MPI geprüft: %n Starts, jeweils die eigene Wahl der Datei neben den Algorithmen, die sie wählt, erzwungen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel verification</source>
        <translation>Prüfung abbrechen</translation>
    </message>
    <message>
        <source>Verifying %1</source>
        <translation>%1 wird geprüft</translation>
    </message>
    <message>
        <source>[%1/%2] %3 ranks: running…</source>
        <translation>[%1/%2] %3 Ränge: läuft…</translation>
    </message>
    <message>
        <source>[%1/%2] failed (exit status %3), see %4</source>
        <translation>[%1/%2] fehlgeschlagen (Exit-Status %3), siehe %4</translation>
    </message>
    <message>
        <source>Verify under Open MPI</source>
        <translation>Unter Open MPI prüfen</translation>
    </message>
    <message>
        <source>The verification did not run: %1</source>
        <translation>Die Prüfung lief nicht: %1</translation>
    </message>
    <message>
        <source>Verification cancelled.</source>
        <translation>Prüfung abgebrochen.</translation>
    </message>
    <message>
        <source>The verification failed: %1</source>
        <translation>Die Prüfung ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>%1, %2 ranks, %3 B: the file picks %4 %5; %6 under the file, %7 forced in the same launch: %8</source>
        <translation>%1, %2 Ränge, %3 B: Die Datei wählt %4 %5; %6 unter der Datei, %7 erzwungen im selben Start: %8</translation>
    </message>
    <message>
        <source>%1 did not take effect: where it picks another algorithm, the times are Open MPI&apos;s default&apos;s.</source>
        <translation>%1 wurde nicht angewendet: Wo sie einen anderen Algorithmus wählt, sind die Zeiten die des Standards von Open MPI.</translation>
    </message>
    <message>
        <source>%1 took effect: %2 point(s) in effect, %3 not, %4 undecided.</source>
        <translation>%1 wurde angewendet: %2 Punkt(e) wirksam, %3 nicht, %4 unentschieden.</translation>
    </message>
    <message>
        <source>The times cannot tell whether %1 took effect: every point where it picks another algorithm is undecided.</source>
        <translation>Die Zeiten zeigen nicht, ob %1 angewendet wurde: Jeder Punkt, an dem sie einen anderen Algorithmus wählt, ist unentschieden.</translation>
    </message>
    <message>
        <source>%1 keeps Open MPI&apos;s default at every measured point: no time can show it in effect.</source>
        <translation>%1 behält an jedem gemessenen Punkt den Standard von Open MPI: Keine Zeit kann sie als wirksam zeigen.</translation>
    </message>
    <message>
        <source>keeps the default</source>
        <translation>behält den Standard</translation>
    </message>
    <message>
        <source>in effect</source>
        <translation>wirksam</translation>
    </message>
    <message>
        <source>NOT in effect</source>
        <translation>NICHT wirksam</translation>
    </message>
    <message>
        <source>undecided</source>
        <translation>unentschieden</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>nicht gemessen</translation>
    </message>
    <message>
        <source>Run the collectives under %1 beside the algorithms it picks, forced, and tell whether Open MPI applies it (calltree tune verify)</source>
        <translation>Die kollektiven Operationen unter %1 neben den Algorithmen, die sie wählt (erzwungen), ausführen und sagen, ob Open MPI sie anwendet (calltree tune verify)</translation>
    </message>
    <message>
        <source>MPICH does not read %1 as written (line %2: %3); checking the file lists every problem.</source>
        <translation>MPICH liest %1 nicht wie geschrieben (Zeile %2: %3); die Prüfung der Datei listet jedes Problem.</translation>
    </message>
    <message>
        <source>%1 did not take effect: the ranks did not receive it (MPIR_CVAR_COLL_SELECTION_TUNING_JSON_FILE), so MPICH used its built-in selection: %2</source>
        <translation>%1 wurde nicht angewendet: Die Ränge haben sie nicht erhalten (MPIR_CVAR_COLL_SELECTION_TUNING_JSON_FILE), daher nutzte MPICH seine eingebaute Auswahl: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 is in effect: every launch received it with the algorithm CVARs auto, and MPICH applies a file it receives or aborts; the times read as MPICH&apos;s default&apos;s at %n point(s) because separate launches differ in time.</source>
        <translation>
            <numerusform>%1 ist wirksam: Jeder Start hat sie mit den Algorithmus-CVARs auf auto erhalten, und MPICH wendet eine erhaltene Datei an oder bricht ab; die Zeiten sehen an %n Punkt wie die des Standards von MPICH aus, weil getrennte Starts in der Zeit abweichen.</numerusform>
            <numerusform>%1 ist wirksam: Jeder Start hat sie mit den Algorithmus-CVARs auf auto erhalten, und MPICH wendet eine erhaltene Datei an oder bricht ab; die Zeiten sehen an %n Punkten wie die des Standards von MPICH aus, weil getrennte Starts in der Zeit abweichen.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 did not take effect: where it picks another algorithm, the times are MPICH&apos;s default&apos;s.</source>
        <translation>%1 wurde nicht angewendet: Wo sie einen anderen Algorithmus wählt, sind die Zeiten die des Standards von MPICH.</translation>
    </message>
    <message>
        <source>%1 keeps MPICH&apos;s default at every measured point: no time can show it in effect.</source>
        <translation>%1 behält an jedem gemessenen Punkt den Standard von MPICH: Keine Zeit kann sie als wirksam zeigen.</translation>
    </message>
    <message>
        <source>Verify under MPICH</source>
        <translation>Unter MPICH prüfen</translation>
    </message>
    <message>
        <source>Save the rules file first (Open MPI rules for an Open MPI sweep, MPICH JSON for an MPICH sweep): the verification runs under the saved file</source>
        <translation>Speichern Sie zuerst die Regeldatei (Open-MPI-Regeln für einen Open-MPI-Sweep, MPICH-JSON für einen MPICH-Sweep): Die Prüfung läuft unter der gespeicherten Datei</translation>
    </message>
    <message>
        <source>Run the collectives under %1 and hold their times against the algorithms the sweep forced, to tell whether MPICH applies it (calltree tune verify)</source>
        <translation>Die kollektiven Operationen unter %1 ausführen und ihre Zeiten mit den im Sweep erzwungenen Algorithmen vergleichen, um zu sagen, ob MPICH sie anwendet (calltree tune verify)</translation>
    </message>
    <message numerus="yes">
        <source>Verifying %1 under MPICH: %n launch(es), each the file&apos;s own choice beside the algorithms it picks, forced through MPICH&apos;s algorithm variables.</source>
        <translation>
            <numerusform>%1 wird unter MPICH geprüft: %n Start, jeweils die eigene Wahl der Datei neben den Algorithmen, die sie wählt, erzwungen über die Algorithmus-Variablen von MPICH.</numerusform>
            <numerusform>%1 wird unter MPICH geprüft: %n Starts, jeweils die eigene Wahl der Datei neben den Algorithmen, die sie wählt, erzwungen über die Algorithmus-Variablen von MPICH.</numerusform>
        </translation>
    </message>
    <message>
        <source>[%1/%2] failed (exit status %3): %4; see %5</source>
        <translation>[%1/%2] fehlgeschlagen (Exit-Status %3): %4; siehe %5</translation>
    </message>
    <message>
        <source>The times cannot decide whether %1 took effect: %2 point(s) show its picks, %3 the library&apos;s default, and the library reads a rules file whole or not at all when it starts. Verify again with more rounds, on a quiet host.</source>
        <translation>Die Zeiten entscheiden nicht, ob %1 wirksam wurde: %2 Punkt(e) zeigen seine Wahl, %3 die Voreinstellung der Bibliothek, und die Bibliothek liest eine Regeldatei beim Start ganz oder gar nicht. Prüfen Sie erneut mit mehr Runden, auf einem ruhigen Rechner.</translation>
    </message>
</context>
<context>
    <name>studio::tune::SweepComparePanel</name>
    <message>
        <source>Compare with the sweep in folder</source>
        <translation>Mit dem Durchlauf im Ordner vergleichen</translation>
    </message>
    <message>
        <source>%1 holds no results files (*.results.json).</source>
        <translation>%1 enthält keine Ergebnisdateien (*.results.json).</translation>
    </message>
    <message numerus="yes">
        <source>Reading %n results file(s) to compare with…</source>
        <translation>
            <numerusform>Lese %n Ergebnisdatei zum Vergleich …</numerusform>
            <numerusform>Lese %n Ergebnisdateien zum Vergleich …</numerusform>
        </translation>
    </message>
    <message>
        <source>Open a sweep on this page first; then choose another sweep of the same machine to compare it with.</source>
        <translation>Öffnen Sie zuerst einen Durchlauf auf dieser Seite und wählen Sie dann einen anderen Durchlauf derselben Maschine zum Vergleich.</translation>
    </message>
    <message>
        <source>Choose another sweep of the same machine: an exhaustive sweep to see what a guided sweep&apos;s shortcut cost, or a repeat to see how well the measurement agrees with itself.</source>
        <translation>Wählen Sie einen anderen Durchlauf derselben Maschine: einen vollständigen, um zu sehen, was die Abkürzung eines modellgeleiteten Durchlaufs gekostet hat, oder eine Wiederholung, um zu sehen, wie gut die Messung mit sich selbst übereinstimmt.</translation>
    </message>
    <message>
        <source>One sweep measured Open MPI, the other MPICH: their algorithm numbers cannot be compared.</source>
        <translation>Ein Durchlauf hat Open MPI gemessen, der andere MPICH: ihre Algorithmusnummern lassen sich nicht vergleichen.</translation>
    </message>
    <message>
        <source>The two sweeps have no point in common where the other sweep measured this sweep&apos;s best algorithm.</source>
        <translation>Die beiden Durchläufe haben keinen gemeinsamen Punkt, an dem der andere den besten Algorithmus dieses Durchlaufs gemessen hat.</translation>
    </message>
    <message>
        <source>Measurements: %1 here, %2 there.</source>
        <translation>Messungen: %1 hier, %2 dort.</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) of that sweep did not load.</source>
        <translation>
            <numerusform>%n Datei jenes Durchlaufs ließ sich nicht laden.</numerusform>
            <numerusform>%n Dateien jenes Durchlaufs ließen sich nicht laden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Collective</source>
        <translation>Kollektive Operation</translation>
    </message>
    <message>
        <source>Ranks</source>
        <translation>Ränge</translation>
    </message>
    <message>
        <source>Measurements here / there</source>
        <translation>Messungen hier / dort</translation>
    </message>
    <message>
        <source>Within 5 % (medians)</source>
        <translation>Innerhalb 5 % (Mediane)</translation>
    </message>
    <message>
        <source>Within 5 % (intervals)</source>
        <translation>Innerhalb 5 % (Intervalle)</translation>
    </message>
    <message>
        <source>Picks agree</source>
        <translation>Gleiche Wahl</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>Bytes</translation>
    </message>
    <message>
        <source>Best here</source>
        <translation>Bester hier</translation>
    </message>
    <message>
        <source>Its time there</source>
        <translation>Seine Zeit dort</translation>
    </message>
    <message>
        <source>Best there</source>
        <translation>Bester dort</translation>
    </message>
    <message>
        <source>Best there takes</source>
        <translation>Bester dort braucht</translation>
    </message>
    <message>
        <source>Slower by</source>
        <translation>Langsamer um</translation>
    </message>
    <message>
        <source>Within 5 %</source>
        <translation>Innerhalb 5 %</translation>
    </message>
    <message>
        <source>default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>within the noise</source>
        <translation>im Rauschen</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>no: %1 / %2</source>
        <translation>nein: %1 / %2</translation>
    </message>
    <message>
        <source>Compare with a sweep…</source>
        <translation>Mit Durchlauf vergleichen …</translation>
    </message>
    <message>
        <source>Choose another sweep&apos;s folder (an exhaustive sweep, or a repeat) and see, per point, how this sweep&apos;s best fares there (Ctrl+Shift+M)</source>
        <translation>Den Ordner eines anderen Durchlaufs wählen (vollständig oder Wiederholung) und je Punkt sehen, wie der beste Algorithmus dieses Durchlaufs dort abschneidet (Strg+Umschalt+M)</translation>
    </message>
    <message>
        <source>No sweep chosen to compare with.</source>
        <translation>Kein Vergleichsdurchlauf gewählt.</translation>
    </message>
    <message numerus="yes">
        <source>This sweep&apos;s best is within 5 % of the best of %1 at %2 of %n point(s) (%3) by the medians, at %4 (%5) where that sweep&apos;s 95 % intervals cannot tell it apart from within 5 %; the tables&apos; picks agree at %6; worst %7 slower.</source>
        <translation>
            <numerusform>Der beste Algorithmus dieses Durchlaufs liegt nach den Medianen an %2 von %n Punkt (%3) innerhalb von 5 % des besten von %1, an %4 (%5), wo dessen 95-%-Intervalle ihn nicht von „innerhalb 5 %“ unterscheiden können; die Tabellen wählen an %6 dasselbe; schlimmstenfalls %7 langsamer.</numerusform>
            <numerusform>Der beste Algorithmus dieses Durchlaufs liegt nach den Medianen an %2 von %n Punkten (%3) innerhalb von 5 % des besten von %1, an %4 (%5), wo dessen 95-%-Intervalle ihn nicht von „innerhalb 5 %“ unterscheiden können; die Tabellen wählen an %6 dasselbe; schlimmstenfalls %7 langsamer.</numerusform>
        </translation>
    </message>
    <message>
        <source>Counting as agreeing two bests that run the same code (the same messages through the same Open MPI function): %1 (%2).</source>
        <translation>Zählt man zwei Beste, die denselben Code ausführen (dieselben Nachrichten durch dieselbe Open-MPI-Funktion), als übereinstimmend: %1 (%2).</translation>
    </message>
    <message>
        <source>Within 5 % or same code</source>
        <translation>Innerhalb 5 % oder gleicher Code</translation>
    </message>
    <message>
        <source>the same code</source>
        <translation>derselbe Code</translation>
    </message>
</context>
<context>
    <name>studio::tune::SweepDialog</name>
    <message>
        <source>The sweep&apos;s folder (an existing sweep resumes)</source>
        <translation>Ordner des Durchlaufs (ein vorhandener Durchlauf wird fortgesetzt)</translation>
    </message>
    <message>
        <source>Hostfile</source>
        <translation>Hostfile</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>The runner (calltree-runner)</source>
        <translation>Der Runner (calltree-runner)</translation>
    </message>
    <message>
        <source>A calibrated LogGP profile</source>
        <translation>Ein kalibriertes LogGP-Profil</translation>
    </message>
    <message>
        <source>LogGP profiles (*.loggp.json);;All files (*)</source>
        <translation>LogGP-Profile (*.loggp.json);;Alle Dateien (*)</translation>
    </message>
    <message numerus="yes">
        <source>Model-guided plan: %1 of %2 measurements (%3 fewer) in %n run(s).</source>
        <translation>
            <numerusform>Modellgeleiteter Plan: %1 von %2 Messungen (%3 weniger) in %n Lauf.</numerusform>
            <numerusform>Modellgeleiteter Plan: %1 von %2 Messungen (%3 weniger) in %n Läufen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Plan: %n run(s), one mpirun per communicator size with every algorithm interleaved in %2 rounds, %1 measurements (sizes × algorithms).</source>
        <translation>
            <numerusform>Plan: %n Lauf, ein mpirun je Kommunikatorgröße mit allen Algorithmen in %2 Runden verschränkt, %1 Messungen (Größen × Algorithmen).</numerusform>
            <numerusform>Plan: %n Läufe, ein mpirun je Kommunikatorgröße mit allen Algorithmen in %2 Runden verschränkt, %1 Messungen (Größen × Algorithmen).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Plan: %n run(s), one mpirun each, %1 measurements (sizes × algorithms).</source>
        <translation>
            <numerusform>Plan: %n Lauf, je ein mpirun, %1 Messungen (Größen × Algorithmen).</numerusform>
            <numerusform>Plan: %n Läufe, je ein mpirun, %1 Messungen (Größen × Algorithmen).</numerusform>
        </translation>
    </message>
    <message>
        <source>Every run is already complete in this folder: Start only opens it.</source>
        <translation>Jeder Lauf ist in diesem Ordner schon vollständig: Starten öffnet ihn nur.</translation>
    </message>
    <message numerus="yes">
        <source>Resumes the sweep in this folder: %n run(s) already complete are skipped.</source>
        <translation>
            <numerusform>Setzt den Durchlauf in diesem Ordner fort: %n schon vollständiger Lauf wird übersprungen.</numerusform>
            <numerusform>Setzt den Durchlauf in diesem Ordner fort: %n schon vollständige Läufe werden übersprungen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot start:</source>
        <translation>Start nicht möglich:</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Planning the sweep…</source>
        <translation>Durchlauf wird geplant…</translation>
    </message>
    <message>
        <source>Cancelling: waiting for mpirun to stop; complete runs are kept.</source>
        <translation>Abbruch: warten, bis mpirun endet; vollständige Läufe bleiben erhalten.</translation>
    </message>
    <message numerus="yes">
        <source>%1 ranks, %n algorithm setting(s) interleaved in %2 rounds</source>
        <translation>
            <numerusform>%1 Ränge, %n Algorithmuseinstellung in %2 Runden verschränkt</numerusform>
            <numerusform>%1 Ränge, %n Algorithmuseinstellungen in %2 Runden verschränkt</numerusform>
        </translation>
    </message>
    <message>
        <source>0 (Open MPI&apos;s default)</source>
        <translation>0 (Standard von Open MPI)</translation>
    </message>
    <message>
        <source>%1, %2 ranks, algorithm %3</source>
        <translation>%1, %2 Ränge, Algorithmus %3</translation>
    </message>
    <message>
        <source>skipped (complete)</source>
        <translation>übersprungen (vollständig)</translation>
    </message>
    <message>
        <source>measured in %1</source>
        <translation>gemessen in %1</translation>
    </message>
    <message>
        <source>failed (exit status %1), see %2</source>
        <translation>fehlgeschlagen (Exit-Status %1), siehe %2</translation>
    </message>
    <message>
        <source>interrupted (redone when the sweep resumes)</source>
        <translation>unterbrochen (wird beim Fortsetzen wiederholt)</translation>
    </message>
    <message>
        <source>Run %1 of %2: %3</source>
        <translation>Lauf %1 von %2: %3</translation>
    </message>
    <message>
        <source>The sweep did not run: %1</source>
        <translation>Der Durchlauf lief nicht: %1</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %1: %2 of %n run(s) complete in %3; start again on this folder to resume.</source>
        <translation>
            <numerusform>Abgebrochen nach %1: %2 von %n Lauf vollständig in %3; erneut mit diesem Ordner starten, um fortzusetzen.</numerusform>
            <numerusform>Abgebrochen nach %1: %2 von %n Läufen vollständig in %3; erneut mit diesem Ordner starten, um fortzusetzen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Sweep done in %1: %2 measured, %3 already complete, %4 failed.</source>
        <translation>Durchlauf fertig in %1: %2 gemessen, %3 schon vollständig, %4 fehlgeschlagen.</translation>
    </message>
    <message>
        <source>Model-guided: %1 of %2 measurements (%3 fewer).</source>
        <translation>Modellgeleitet: %1 von %2 Messungen (%3 weniger).</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) failed: the list above names each log.</source>
        <translation>
            <numerusform>%n Lauf fehlgeschlagen: die Liste oben nennt jedes Protokoll.</numerusform>
            <numerusform>%n Läufe fehlgeschlagen: die Liste oben nennt jedes Protokoll.</numerusform>
        </translation>
    </message>
    <message>
        <source>Elapsed: %1</source>
        <translation>Vergangen: %1</translation>
    </message>
    <message>
        <source>Run a tuning sweep</source>
        <translation>Tuning-Durchlauf ausführen</translation>
    </message>
    <message>
        <source>What to measure</source>
        <translation>Was gemessen wird</translation>
    </message>
    <message>
        <source>How to launch</source>
        <translation>Wie gestartet wird</translation>
    </message>
    <message>
        <source>Collectives:</source>
        <translation>Operationen:</translation>
    </message>
    <message>
        <source>Communicator sizes:</source>
        <translation>Kommunikatorgrößen:</translation>
    </message>
    <message>
        <source>Ranks per run, separated by commas: 2 or 2,4. Each size and algorithm is one mpirun.
Allowed: 1 to 1048576</source>
        <translation>Ränge pro Lauf, durch Kommas getrennt: 2 oder 2,4. Jede Größe und jeder Algorithmus ist ein mpirun.
Erlaubt: 1 bis 1048576</translation>
    </message>
    <message>
        <source>Message sizes:</source>
        <translation>Nachrichtengrößen:</translation>
    </message>
    <message>
        <source>Message sizes, separated by commas: bytes, or with K, M or G (binary: 1K = 1024), and ranges FROM..TO that double: 8, 1K, 64K or 8..1M
Allowed: 0 to 2147483647 bytes, at most 64 sizes; reduce and allreduce need multiples of 8 (the runner reduces doubles)</source>
        <translation>Nachrichtengrößen, durch Kommas getrennt: Bytes oder mit K, M oder G (binär: 1K = 1024) und Bereiche VON..BIS, die sich verdoppeln: 8, 1K, 64K oder 8..1M
Erlaubt: 0 bis 2147483647 Bytes, höchstens 64 Größen; reduce und allreduce brauchen Vielfache von 8 (der Runner reduziert doubles)</translation>
    </message>
    <message>
        <source>Algorithms:</source>
        <translation>Algorithmen:</translation>
    </message>
    <message>
        <source>all that Open MPI lists</source>
        <translation>alle, die Open MPI aufführt</translation>
    </message>
    <message>
        <source>Sweep folder:</source>
        <translation>Durchlauf-Ordner:</translation>
    </message>
    <message>
        <source>The results files and logs go here. A folder that holds a sweep resumes it: its complete runs are skipped.</source>
        <translation>Hierhin kommen die Ergebnisdateien und Protokolle. Ein Ordner mit einem Durchlauf setzt ihn fort: seine vollständigen Läufe werden übersprungen.</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Wählen…</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Neu</translation>
    </message>
    <message>
        <source>A new folder beside this one</source>
        <translation>Ein neuer Ordner neben diesem</translation>
    </message>
    <message>
        <source>Launcher:</source>
        <translation>Startprogramm:</translation>
    </message>
    <message>
        <source>The launch prefix: mpirun (or mpiexec) gets -np N and --mca settings, any other launcher (srun) -n N and OMPI_MCA_ variables</source>
        <translation>Das Startpräfix: mpirun (oder mpiexec) bekommt -np N und --mca-Einstellungen, jedes andere Startprogramm (srun) -n N und OMPI_MCA_-Variablen</translation>
    </message>
    <message>
        <source>Rounds:</source>
        <translation>Runden:</translation>
    </message>
    <message>
        <source>One mpirun per communicator size measures every algorithm, each forced by the runner, interleaved in this many rounds so that the machine&apos;s drift hits them alike</source>
        <translation>Ein mpirun je Kommunikatorgröße misst alle Algorithmen, jeden vom Runner erzwungen, in so vielen Runden verschränkt, dass die Drift der Maschine alle gleich trifft</translation>
    </message>
    <message>
        <source>One mpirun per algorithm</source>
        <translation>Ein mpirun je Algorithmus</translation>
    </message>
    <message>
        <source>Launch every forced algorithm on its own, with --mca coll_tuned_&lt;collective&gt;_algorithm (minutes apart, so drift between launches can pick an algorithm)</source>
        <translation>Jeden erzwungenen Algorithmus einzeln starten, mit --mca coll_tuned_&lt;collective&gt;_algorithm (Minuten auseinander, sodass die Drift zwischen Starts einen Algorithmus auswählen kann)</translation>
    </message>
    <message>
        <source>Hostfile:</source>
        <translation>Hostfile:</translation>
    </message>
    <message>
        <source>none: this machine</source>
        <translation>keins: diese Maschine</translation>
    </message>
    <message>
        <source>Runner:</source>
        <translation>Runner:</translation>
    </message>
    <message>
        <source>Timing:</source>
        <translation>Zeitmessung:</translation>
    </message>
    <message>
        <source>The runner&apos;s defaults (10 repetitions, 0.05 s per case)</source>
        <translation>Voreinstellung des Runners (10 Wiederholungen, 0,05 s pro Fall)</translation>
    </message>
    <message>
        <source>Quick (one run per round, at least 5)</source>
        <translation>Schnell (ein Lauf je Runde, mindestens 5)</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Eigene</translation>
    </message>
    <message>
        <source>Repetitions:</source>
        <translation>Wiederholungen:</translation>
    </message>
    <message>
        <source>min</source>
        <translation>min.</translation>
    </message>
    <message>
        <source>Timed repetitions at least (--min-reps)</source>
        <translation>Mindestzahl gemessener Wiederholungen (--min-reps)</translation>
    </message>
    <message>
        <source>max</source>
        <translation>max.</translation>
    </message>
    <message>
        <source>Timed repetitions at most (--max-reps): a case stops there even before its minimum time</source>
        <translation>Höchstzahl gemessener Wiederholungen (--max-reps): ein Fall endet dort auch vor seiner Mindestzeit</translation>
    </message>
    <message>
        <source>Minimum time per case:</source>
        <translation>Mindestzeit pro Fall:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Repeat each case until this much time has passed (--min-seconds)</source>
        <translation>Jeden Fall wiederholen, bis so viel Zeit vergangen ist (--min-seconds)</translation>
    </message>
    <message>
        <source>Model-guided: predict first, measure fewer</source>
        <translation>Modellgeleitet: erst vorhersagen, weniger messen</translation>
    </message>
    <message>
        <source>Predict every forced algorithm with a calibrated LogGP profile and measure per point only those predicted near the best, Open MPI&apos;s default, and all of them at verification sizes (calltree tune sweep --model)</source>
        <translation>Jeden erzwungenen Algorithmus mit einem kalibrierten LogGP-Profil vorhersagen und pro Punkt nur die nahe am vorhergesagt besten messen, dazu den Standard von Open MPI und bei Prüfgrößen alle (calltree tune sweep --model)</translation>
    </message>
    <message>
        <source>Profile:</source>
        <translation>Profil:</translation>
    </message>
    <message>
        <source>a calibrated *.loggp.json (calltree-runner calibrate)</source>
        <translation>ein kalibriertes *.loggp.json (calltree-runner calibrate)</translation>
    </message>
    <message>
        <source>Margin:</source>
        <translation>Spielraum:</translation>
    </message>
    <message>
        <source>Measure the algorithms predicted at most 1 + this factor times the predicted best (--margin)</source>
        <translation>Die Algorithmen messen, deren Vorhersage höchstens 1 + dieser Faktor mal der vorhergesagt beste ist (--margin)</translation>
    </message>
    <message>
        <source>Verification interval:</source>
        <translation>Prüfintervall:</translation>
    </message>
    <message>
        <source>Every N-th size measures all algorithms, so that a model that ranks wrongly shows (--verify-every; 0: none)</source>
        <translation>Jede N-te Größe misst alle Algorithmen, damit ein Modell auffällt, das falsch ordnet (--verify-every; 0: keine)</translation>
    </message>
    <message>
        <source>Merge identical programs</source>
        <translation>Identische Programme zusammenfassen</translation>
    </message>
    <message>
        <source>Algorithms that run the same program at a point are measured once (--merge-identical; off: on this machine identical programs differ in time)</source>
        <translation>Algorithmen, die an einem Punkt dasselbe Programm ausführen, werden einmal gemessen (--merge-identical; aus: auf dieser Maschine unterscheiden sich identische Programme in der Zeit)</translation>
    </message>
    <message>
        <source>Cancel sweep</source>
        <translation>Durchlauf abbrechen</translation>
    </message>
    <message>
        <source>Interrupt the mpirun under way (Esc); complete runs are kept</source>
        <translation>Das laufende mpirun unterbrechen (Esc); vollständige Läufe bleiben erhalten</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Launches:</source>
        <translation>Starts:</translation>
    </message>
    <message numerus="yes">
        <source>Model-guided, adaptive: %n run(s) measure the verification points first; the other sizes follow, every algorithm next to a verification point the margin missed. At least %1 of %2 measurements (%3 fewer).</source>
        <translation>
            <numerusform>Modellgeleitet, adaptiv: %n Lauf misst zuerst die Prüfpunkte; die übrigen Größen folgen, mit jedem Algorithmus neben einem Prüfpunkt, den der Spielraum verfehlte. Mindestens %1 von %2 Messungen (%3 weniger).</numerusform>
            <numerusform>Modellgeleitet, adaptiv: %n Läufe messen zuerst die Prüfpunkte; die übrigen Größen folgen, mit jedem Algorithmus neben einem Prüfpunkt, den der Spielraum verfehlte. Mindestens %1 von %2 Messungen (%3 weniger).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Adaptive: the margin missed the measured best by more than 5 % at %1 of %n verification point(s); %2 size(s) next to them measure every algorithm.</source>
        <translation>
            <numerusform>Adaptiv: Der Spielraum verfehlte das gemessene Beste um mehr als 5 % an %1 von %n Prüfpunkt; %2 Größe(n) daneben messen jeden Algorithmus.</numerusform>
            <numerusform>Adaptiv: Der Spielraum verfehlte das gemessene Beste um mehr als 5 % an %1 von %n Prüfpunkten; %2 Größe(n) daneben messen jeden Algorithmus.</numerusform>
        </translation>
    </message>
    <message>
        <source>Adapt to the verification points</source>
        <translation>An die Prüfpunkte anpassen</translation>
    </message>
    <message>
        <source>Measure the verification sizes first; where the algorithms within the margin missed the measured best by more than 5 %, measure every algorithm at the sizes next to it (--adaptive)</source>
        <translation>Zuerst die Prüfgrößen messen; wo die Algorithmen innerhalb des Spielraums das gemessene Beste um mehr als 5 % verfehlten, an den Größen daneben jeden Algorithmus messen (--adaptive)</translation>
    </message>
    <message>
        <source>The verification points are already measured in this folder: Start measures what the other sizes still need.</source>
        <translation>Die Prüfpunkte sind in diesem Ordner schon gemessen: Start misst, was den übrigen Größen noch fehlt.</translation>
    </message>
    <message>
        <source>0 (MPICH&apos;s default)</source>
        <translation>0 (Standard von MPICH)</translation>
    </message>
    <message>
        <source>all that the sweep under MPICH knows</source>
        <translation>alle, die der Durchlauf unter MPICH kennt</translation>
    </message>
    <message>
        <source>Forced algorithms, separated by commas: 1,6. Empty: every algorithm %1 lists. The library&apos;s own choice (0) is always measured too.</source>
        <translation>Erzwungene Algorithmen, durch Kommas getrennt: 1,6. Leer: jeder Algorithmus, den %1 aufführt. Die eigene Wahl der Bibliothek (0) wird immer mitgemessen.</translation>
    </message>
    <message>
        <source>MPI library:</source>
        <translation>MPI-Bibliothek:</translation>
    </message>
    <message>
        <source>Open MPI: its coll/tuned algorithms, forced by the runner or by mpirun. MPICH: its algorithms under MPICH (mpirun.mpich, calltree-runner-mpich), one launch per algorithm (calltree tune sweep --mpi mpich)</source>
        <translation>Open MPI: seine coll/tuned-Algorithmen, erzwungen vom Runner oder von mpirun. MPICH: seine Algorithmen unter MPICH (mpirun.mpich, calltree-runner-mpich), ein Start je Algorithmus (calltree tune sweep --mpi mpich)</translation>
    </message>
    <message>
        <source>failed (exit status %1): %2; see %3</source>
        <translation>fehlgeschlagen (Exit-Status %1): %2; siehe %3</translation>
    </message>
</context>
<context>
    <name>studio::tune::SweepJob</name>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>Der Ordner %1 lässt sich nicht anlegen.</translation>
    </message>
</context>
<context>
    <name>studio::tune::TuneWorkspace</name>
    <message>
        <source>%1 holds no *.results.json files</source>
        <translation>%1 enthält keine *.results.json-Dateien</translation>
    </message>
    <message>
        <source>Still reading the previous results; try again when it is done.</source>
        <translation>Die vorigen Ergebnisse werden noch gelesen; danach erneut versuchen.</translation>
    </message>
    <message numerus="yes">
        <source>Reading %n results file(s)…</source>
        <translation>
            <numerusform>%n Ergebnisdatei wird gelesen…</numerusform>
            <numerusform>%n Ergebnisdateien werden gelesen…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n results file(s), </source>
        <translation>
            <numerusform>%n Ergebnisdatei,</numerusform>
            <numerusform>%n Ergebnisdateien,</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s); </source>
        <translation>
            <numerusform>%n Punkt;</numerusform>
            <numerusform>%n Punkte;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a forced algorithm beats Open MPI&apos;s default at %n of them.</source>
        <translation>
            <numerusform>bei %n davon schlägt ein erzwungener Algorithmus den Standard von Open MPI.</numerusform>
            <numerusform>bei %n davon schlägt ein erzwungener Algorithmus den Standard von Open MPI.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n case(s) not used (first: %1)</source>
        <translation>
            <numerusform>%n Fall nicht verwendet (erster: %1)</numerusform>
            <numerusform>%n Fälle nicht verwendet (erster: %1)</numerusform>
        </translation>
    </message>
    <message>
        <source>Predicted with %1: the predicted best is the measured best at %2 of %3 point(s).</source>
        <translation>Vorhergesagt mit %1: der vorhergesagt beste ist bei %2 von %3 Punkten der gemessen beste.</translation>
    </message>
    <message>
        <source>%1 is not a LogGP profile (calltree-runner calibrate writes one as *.loggp.json)</source>
        <translation>%1 ist kein LogGP-Profil (calltree-runner calibrate schreibt eines als *.loggp.json)</translation>
    </message>
    <message>
        <source>Profile %1 loaded</source>
        <translation>Profil %1 geladen</translation>
    </message>
    <message>
        <source>Open a sweep&apos;s results first: there is no decision to export.</source>
        <translation>Zuerst die Ergebnisse eines Durchlaufs öffnen: es gibt keine Entscheidung zum Exportieren.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 lässt sich nicht schreiben: %2</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>%1 geschrieben</translation>
    </message>
    <message>
        <source>Open a tuning sweep&apos;s folder</source>
        <translation>Ordner eines Tuning-Durchlaufs öffnen</translation>
    </message>
    <message>
        <source>Open results files</source>
        <translation>Ergebnisdateien öffnen</translation>
    </message>
    <message>
        <source>Results files (*.results.json);;All files (*)</source>
        <translation>Ergebnisdateien (*.results.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Load a calibrated profile</source>
        <translation>Kalibriertes Profil laden</translation>
    </message>
    <message>
        <source>LogGP profiles (*.loggp.json);;Machine files (*.json);;All files (*)</source>
        <translation>LogGP-Profile (*.loggp.json);;Rechnerdateien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Choose an export first.</source>
        <translation>Zuerst einen Export wählen.</translation>
    </message>
    <message>
        <source>Save the rules file</source>
        <translation>Regeldatei speichern</translation>
    </message>
    <message>
        <source>Open sweep folder…</source>
        <translation>Durchlauf-Ordner öffnen…</translation>
    </message>
    <message>
        <source>Every *.results.json of a folder written by calltree tune sweep (Ctrl+Shift+O)</source>
        <translation>Alle *.results.json eines von calltree tune sweep geschriebenen Ordners (Strg+Umschalt+O)</translation>
    </message>
    <message>
        <source>Open results files…</source>
        <translation>Ergebnisdateien öffnen…</translation>
    </message>
    <message>
        <source>Load calibrated profile…</source>
        <translation>Kalibriertes Profil laden…</translation>
    </message>
    <message>
        <source>Predict every forced algorithm with a calibrated LogGP profile and set the predicted best beside the measured one (Ctrl+Shift+L)</source>
        <translation>Jeden erzwungenen Algorithmus mit einem kalibrierten LogGP-Profil vorhersagen und den vorhergesagt besten neben den gemessen besten stellen (Strg+Umschalt+L)</translation>
    </message>
    <message>
        <source>Collective:</source>
        <translation>Operation:</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Entscheidungen</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Export</translation>
    </message>
    <message>
        <source>Check a rules file</source>
        <translation>Regeldatei prüfen</translation>
    </message>
    <message>
        <source>Open MPI rules</source>
        <translation>Open-MPI-Regeln</translation>
    </message>
    <message>
        <source>Open MPI 4.1/5.0 classic coll/tuned rules file</source>
        <translation>Klassische coll/tuned-Regeldatei für Open MPI 4.1/5.0</translation>
    </message>
    <message>
        <source>Open MPI 6.0 JSON</source>
        <translation>Open MPI 6.0 JSON</translation>
    </message>
    <message>
        <source>MPICH JSON</source>
        <translation>MPICH JSON</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Speichern…</translation>
    </message>
    <message>
        <source>Save the exported file (Ctrl+Shift+E)</source>
        <translation>Die exportierte Datei speichern (Strg+Umschalt+E)</translation>
    </message>
    <message>
        <source>Use it with (copy):</source>
        <translation>Verwenden mit (kopieren):</translation>
    </message>
    <message>
        <source>Algorithm numbers: Open MPI 4.1&apos;s built-in list until ompi_info answers.</source>
        <translation>Algorithmennummern: die eingebaute Liste von Open MPI 4.1, bis ompi_info antwortet.</translation>
    </message>
    <message>
        <source>Algorithm numbers: the installed Open MPI %1 (%2).</source>
        <translation>Algorithmennummern: das installierte Open MPI %1 (%2).</translation>
    </message>
    <message>
        <source>Minimum gain:</source>
        <translation>Mindestgewinn:</translation>
    </message>
    <message>
        <source>A forced algorithm replaces Open MPI&apos;s default only when its median is at least 1 + this factor times faster (0.10: 10 % faster) and its 95 % interval lies below the default&apos;s; launches minutes apart drift by a few per cent. 0 to 100, as calltree tune decide --min-gain.</source>
        <translation>Ein erzwungener Algorithmus ersetzt die Voreinstellung von Open MPI nur, wenn sein Median mindestens 1 + dieser Faktor mal schneller ist (0,10: 10 % schneller) und sein 95-%-Intervall unter dem der Voreinstellung liegt; Starts im Abstand von Minuten driften um einige Prozent. 0 bis 100, wie calltree tune decide --min-gain.</translation>
    </message>
    <message>
        <source>Stop the tuning sweep?</source>
        <translation>Tuning-Durchlauf beenden?</translation>
    </message>
    <message>
        <source>Stop and close</source>
        <translation>Beenden und schließen</translation>
    </message>
    <message>
        <source>Keep running</source>
        <translation>Weiterlaufen lassen</translation>
    </message>
    <message>
        <source>Tuning sweep started in %1</source>
        <translation>Tuning-Durchlauf in %1 gestartet</translation>
    </message>
    <message>
        <source>A tuning sweep is running in %1. Stop it and close? Its complete runs are kept; starting the sweep again on that folder resumes it.</source>
        <translation>In %1 läuft ein Tuning-Durchlauf. Beenden und schließen? Seine vollständigen Läufe bleiben erhalten; ein neuer Start mit diesem Ordner setzt ihn fort.</translation>
    </message>
    <message>
        <source>Stopping the tuning sweep; the window closes when mpirun has stopped.</source>
        <translation>Tuning-Durchlauf wird beendet; das Fenster schließt, sobald mpirun beendet ist.</translation>
    </message>
    <message>
        <source>Last sweep: %1</source>
        <translation>Letzter Durchlauf: %1</translation>
    </message>
    <message>
        <source>Run a sweep (Run sweep…) or open a tuning sweep&apos;s folder of results files (calltree tune sweep) to see where a forced algorithm beats Open MPI&apos;s default.</source>
        <translation>Einen Durchlauf ausführen (Durchlauf ausführen…) oder den Ordner mit den Ergebnisdateien eines Tuning-Durchlaufs (calltree tune sweep) öffnen, um zu sehen, wo ein erzwungener Algorithmus den Standard von Open MPI schlägt.</translation>
    </message>
    <message>
        <source>Run sweep…</source>
        <translation>Durchlauf ausführen…</translation>
    </message>
    <message>
        <source>Measure Open MPI&apos;s algorithms on this machine (exhaustive or model-guided), as calltree tune sweep does, and show the decision (Ctrl+Shift+W)</source>
        <translation>Die Algorithmen von Open MPI auf dieser Maschine messen (vollständig oder modellgeleitet), wie calltree tune sweep es tut, und die Entscheidung zeigen (Strg+Umschalt+W)</translation>
    </message>
    <message>
        <source>Algorithm numbers: %1, as a sweep under MPICH numbers them.</source>
        <translation>Algorithmennummern: %1, wie ein Durchlauf unter MPICH sie nummeriert.</translation>
    </message>
    <message numerus="yes">
        <source>a forced algorithm beats MPICH&apos;s default at %n of them.</source>
        <translation>
            <numerusform>bei %n davon schlägt ein erzwungener Algorithmus den Standard von MPICH.</numerusform>
            <numerusform>bei %n davon schlägt ein erzwungener Algorithmus den Standard von MPICH.</numerusform>
        </translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <source>Algorithm numbers: Open MPI 4.1&apos;s built-in list (%1 did not run or listed no algorithms).</source>
        <translation>Algorithmennummern: die eingebaute Liste von Open MPI 4.1 (%1 lief nicht oder nannte keine Algorithmen).</translation>
    </message>
</context>
</TS>
