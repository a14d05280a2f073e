<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>QObject</name>
    <message>
        <location filename="../../ui/models/session.cpp" line="211"/>
        <source>Could not write %1.</source>
        <translation>%1 konnte nicht geschrieben werden.</translation>
    </message>
    <message>
        <location filename="../../ui/models/session.cpp" line="343"/>
        <source>Could not save the session: %1</source>
        <translation>Die Sitzung konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/session.cpp" line="348"/>
        <location filename="../../ui/models/session.cpp" line="354"/>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../../ui/models/session.cpp" line="367"/>
        <source>%1: no such file</source>
        <translation>%1: Datei nicht gefunden</translation>
    </message>
    <message>
        <location filename="../../ui/models/session.cpp" line="368"/>
        <source>%1: is a folder, not a session file</source>
        <translation>%1: ist ein Ordner, keine Sitzungsdatei</translation>
    </message>
    <message>
        <location filename="../../ui/models/session.cpp" line="370"/>
        <source>%1: the file is %2 MB, more than the %3 MB a session may have</source>
        <translation>%1: Die Datei ist %2 MB groß, mehr als die %3 MB, die eine Sitzung haben darf</translation>
    </message>
    <message>
        <location filename="../../ui/models/session.cpp" line="377"/>
        <source>%1: cannot be read: %2</source>
        <translation>%1: kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../../ui/models/session.cpp" line="382"/>
        <source>%1: the file is larger than the %2 MB a session may have</source>
        <translation>%1: Die Datei ist größer als die %2 MB, die eine Sitzung haben darf</translation>
    </message>
    <message>
        <location filename="../../ui/models/session.cpp" line="389"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>asynclab::CodeController</name>
    <message>
        <location filename="../../ui/code_controller.cpp" line="46"/>
        <source>This build of AsyncLab has no Python front end, so cells cannot run: it was built without python3-dev and pybind11-dev (scripts/install-deps.sh installs them). Scripts can still be opened, edited and saved.</source>
        <translation>Dieser Build von AsyncLab hat kein Python-Front-End, daher können keine Zellen laufen: Er wurde ohne python3-dev und pybind11-dev gebaut (scripts/install-deps.sh installiert sie). Skripte lassen sich trotzdem öffnen, bearbeiten und speichern.</translation>
    </message>
</context>
<context>
    <name>asynclab::CodeView</name>
    <message>
        <location filename="../../ui/views/code_view.cpp" line="34"/>
        <source>GPUs:</source>
        <translation>GPUs:</translation>
    </message>
    <message>
        <location filename="../../ui/views/code_view.cpp" line="42"/>
        <source>GPUs of the simulated machine the cells run on (sim mode): d2l.try_all_gpus() finds them. A started kernel keeps its own until Restart Python.</source>
        <translation>GPUs der simulierten Maschine, auf der die Zellen laufen (Simulationsmodus): d2l.try_all_gpus() findet sie. Ein gestarteter Kernel behält seine bis „Python neu starten“.</translation>
    </message>
    <message>
        <location filename="../../ui/views/code_view.cpp" line="99"/>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../../ui/views/code_view.cpp" line="113"/>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../../ui/views/code_view.cpp" line="140"/>
        <source>Not saved yet</source>
        <translation>Noch nicht gespeichert</translation>
    </message>
</context>
<context>
    <name>asynclab::CompareController</name>
    <message>
        <location filename="../../ui/compare_controller.cpp" line="15"/>
        <source>A comparison is running already.</source>
        <translation>Es läuft schon ein Vergleich.</translation>
    </message>
    <message>
        <location filename="../../ui/compare_controller.cpp" line="24"/>
        <source>Compare: %1 must be a whole number of microseconds from 0 to %2, not &apos;%3&apos;</source>
        <translation>Vergleich: %1 muss eine ganze Zahl von Mikrosekunden zwischen 0 und %2 sein, nicht „%3“</translation>
    </message>
    <message>
        <location filename="../../ui/compare_controller.cpp" line="31"/>
        <source>Compare: %1 must be real or sim, not &apos;%2&apos;</source>
        <translation>Vergleich: %1 muss real oder sim sein, nicht &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../../ui/compare_controller.cpp" line="35"/>
        <source>%1 has no parameter &apos;%2&apos; to compare</source>
        <translation>%1 hat keinen Parameter „%2“ zum Vergleichen</translation>
    </message>
    <message>
        <location filename="../../ui/compare_controller.cpp" line="39"/>
        <location filename="../../ui/compare_controller.cpp" line="41"/>
        <source>Compare: %1</source>
        <translation>Vergleich: %1</translation>
    </message>
</context>
<context>
    <name>asynclab::CompareView</name>
    <message>
        <location filename="../../ui/views/compare_view.cpp" line="125"/>
        <source>Each measure for both runs, their difference (B - A) and ratio (B / A).</source>
        <translation>Jede Messgröße für beide Läufe, ihre Differenz (B - A) und ihr Verhältnis (B / A).</translation>
    </message>
    <message>
        <location filename="../../ui/views/compare_view.cpp" line="131"/>
        <source>&amp;Fit</source>
        <translation>&amp;Einpassen</translation>
    </message>
    <message>
        <location filename="../../ui/views/compare_view.cpp" line="132"/>
        <source>Zoom &amp;In</source>
        <translation>&amp;Vergrößern</translation>
    </message>
    <message>
        <location filename="../../ui/views/compare_view.cpp" line="134"/>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <location filename="../../ui/views/compare_view.cpp" line="196"/>
        <source>%1 versus %2</source>
        <translation>%1 vs. %2</translation>
    </message>
    <message>
        <location filename="../../ui/views/compare_view.cpp" line="342"/>
        <source> (no run)</source>
        <translation> (kein Lauf)</translation>
    </message>
    <message>
        <location filename="../../ui/views/compare_view.cpp" line="351"/>
        <location filename="../../ui/views/compare_view.cpp" line="362"/>
        <source>wall %1</source>
        <translation>Laufzeit %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/compare_view.cpp" line="353"/>
        <source>issue %1</source>
        <translation>Absetzen %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/compare_view.cpp" line="356"/>
        <source>blocked %1</source>
        <translation>blockiert %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/views/compare_view.cpp" line="358"/>
        <source>%n ops</source>
        <translation>
            <numerusform>%n Op</numerusform>
            <numerusform>%n Ops</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/views/compare_view.cpp" line="363"/>
        <source>, %1 A</source>
        <translation>, %1 A</translation>
    </message>
    <message>
        <location filename="../../ui/views/compare_view.cpp" line="449"/>
        <source>run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <location filename="../../ui/views/compare_view.cpp" line="454"/>
        <source>&lt;b&gt;blocked: %1&lt;/b&gt;&lt;br&gt;%2, %3&lt;br&gt;duration %4</source>
        <translation>&lt;b&gt;blockiert: %1&lt;/b&gt;&lt;br&gt;%2, %3&lt;br&gt;Dauer %4</translation>
    </message>
</context>
<context>
    <name>asynclab::Comparison</name>
    <message>
        <location filename="../../ui/models/comparison.cpp" line="200"/>
        <source>time in %1</source>
        <translation>Zeit in %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/comparison.cpp" line="201"/>
        <source>median %1</source>
        <translation>Median %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/comparison.cpp" line="241"/>
        <source>wall time</source>
        <translation>Laufzeit</translation>
    </message>
    <message>
        <location filename="../../ui/models/comparison.cpp" line="243"/>
        <source>front-end issue time</source>
        <translation>Absetzzeit des Front-Ends</translation>
    </message>
    <message>
        <location filename="../../ui/models/comparison.cpp" line="245"/>
        <source>blocked at sync points</source>
        <translation>blockiert an Sync-Punkten</translation>
    </message>
    <message>
        <location filename="../../ui/models/comparison.cpp" line="246"/>
        <source>ops</source>
        <translation>Ops</translation>
    </message>
    <message>
        <location filename="../../ui/models/comparison.cpp" line="247"/>
        <source>utilization %1</source>
        <translation>Auslastung %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/comparison.cpp" line="248"/>
        <source>peak memory %1</source>
        <translation>Speicherspitze %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/comparison.cpp" line="249"/>
        <source>metric %1</source>
        <translation>Metrik %1</translation>
    </message>
</context>
<context>
    <name>asynclab::ComparisonModel</name>
    <message>
        <location filename="../../ui/models/comparison.cpp" line="371"/>
        <source>Measure</source>
        <translation>Messgröße</translation>
    </message>
</context>
<context>
    <name>asynclab::Counter</name>
    <message>
        <location filename="../../ui/models/labels.cpp" line="59"/>
        <source>queue depth</source>
        <translation>Warteschlangenlänge</translation>
    </message>
    <message>
        <location filename="../../ui/models/labels.cpp" line="61"/>
        <source>memory %1</source>
        <translation>Speicher %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/labels.cpp" line="64"/>
        <source>resident</source>
        <translation>residenter Speicher</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_plottable.cpp" line="694"/>
        <source>max %1</source>
        <translation>max. %1</translation>
    </message>
</context>
<context>
    <name>asynclab::DepGraph</name>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="35"/>
        <source>waiting</source>
        <translation>wartet</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="36"/>
        <source>ready</source>
        <translation>bereit</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="37"/>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="38"/>
        <source>done</source>
        <translation>fertig</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="39"/>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="208"/>
        <source>Op dependencies</source>
        <translation>Abhängigkeiten der Ops</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="221"/>
        <source>%1 most recent of %2 ops</source>
        <translation>die %1 neuesten von %2 Ops</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="228"/>
        <source>no ops</source>
        <translation>keine Ops</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="239"/>
        <source>iteration %1 of %2 (ops pushed between sync points): %3 ops</source>
        <translation>Iteration %1 von %2 (zwischen Sync-Punkten eingereihte Ops): %3 Ops</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="293"/>
        <source> (+%1 earlier they waited on)</source>
        <translation> (+%1 frühere, auf die sie warteten)</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="319"/>
        <location filename="../../ui/models/dep_graph.cpp" line="470"/>
        <source>op</source>
        <translation>Op</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="320"/>
        <source>id</source>
        <translation>ID</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="321"/>
        <source>kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="487"/>
        <source>FLOPs</source>
        <translation>FLOPs</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="489"/>
        <source>bytes</source>
        <translation>Bytes</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="328"/>
        <source>shown as</source>
        <translation>gezeigt als</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="329"/>
        <source>outside the window: ops in it waited on it</source>
        <translation>außerhalb des Fensters: Ops darin warteten auf sie</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="353"/>
        <source>; %1 dependencies on earlier ops not shown</source>
        <translation>; %1 Abhängigkeiten von früheren Ops nicht gezeigt</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="467"/>
        <source>node</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="468"/>
        <source>name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="471"/>
        <source>parameter</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="471"/>
        <source>data input</source>
        <translation>Dateneingabe</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="482"/>
        <source>inputs</source>
        <translation>Eingaben</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="485"/>
        <source>shape</source>
        <translation>Form</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="496"/>
        <source>, in place over its first input</source>
        <translation>, an Ort und Stelle über seiner ersten Eingabe</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="497"/>
        <source>buffer</source>
        <translation>Puffer</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="502"/>
        <source>program</source>
        <translation>Programm</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="506"/>
        <location filename="../../ui/models/dep_graph.cpp" line="576"/>
        <source>merges</source>
        <translation>fasst zusammen</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="519"/>
        <source>attributes</source>
        <translation>Attribute</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="529"/>
        <source>parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="531"/>
        <source>output</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="531"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="534"/>
        <location filename="../../ui/models/dep_graph.cpp" line="584"/>
        <source>next pass</source>
        <translation>nächster Durchlauf</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="534"/>
        <source>removes or merges it</source>
        <translation>entfernt ihn oder fasst ihn zusammen</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="552"/>
        <source>%1 nodes, %2 ops</source>
        <translation>%1 Knoten, %2 Ops</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="555"/>
        <source> (%1 parameters in the tooltips)</source>
        <translation> (%1 Parameter in den Tooltips)</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="577"/>
        <source>fused by</source>
        <translation>verschmolzen durch</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="585"/>
        <source>%1 removes or merges it</source>
        <translation>%1 entfernt ihn oder fasst ihn zusammen</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="588"/>
        <source>Step %1/%2: %3</source>
        <translation>Schritt %1/%2: %3</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="603"/>
        <source>no such file</source>
        <translation>keine solche Datei</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="610"/>
        <source>the file is empty</source>
        <translation>die Datei ist leer</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="619"/>
        <source>not a readable MXNet symbol file: %1</source>
        <translation>keine lesbare MXNet-Symboldatei: %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="621"/>
        <source>the graph has no nodes</source>
        <translation>der Graph hat keine Knoten</translation>
    </message>
</context>
<context>
    <name>asynclab::FileKind</name>
    <message>
        <location filename="../../ui/models/file_kind.cpp" line="126"/>
        <source>%1: no such file</source>
        <translation>%1: Datei nicht vorhanden</translation>
    </message>
    <message>
        <location filename="../../ui/models/file_kind.cpp" line="127"/>
        <source>%1: is a folder, not a file</source>
        <translation>%1: ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <location filename="../../ui/models/file_kind.cpp" line="130"/>
        <source>%1: cannot be read: %2</source>
        <translation>%1: kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../../ui/models/file_kind.cpp" line="133"/>
        <source>%1: not a file AsyncLab opens (a Chrome trace, .json or .json.gz; a session, .asynclab; an MXNet -symbol.json; a Python script, .py)</source>
        <translation>%1: keine Datei, die AsyncLab öffnet (ein Chrome-Trace, .json oder .json.gz; eine Sitzung, .asynclab; ein MXNet--symbol.json; ein Python-Skript, .py)</translation>
    </message>
    <message>
        <location filename="../../ui/models/file_kind.cpp" line="141"/>
        <source>Everything AsyncLab opens (*.json *.json.gz *.gz *.asynclab *.py);;Chrome traces (*.json *.json.gz *.gz);;AsyncLab sessions (*.asynclab);;MXNet symbols (*-symbol.json *.json);;Python scripts (*.py);;All files (*)</source>
        <translation>Alles, was AsyncLab öffnet (*.json *.json.gz *.gz *.asynclab *.py);;Chrome-Traces (*.json *.json.gz *.gz);;AsyncLab-Sitzungen (*.asynclab);;MXNet-Symbole (*-symbol.json *.json);;Python-Skripte (*.py);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>asynclab::GraphView</name>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="81"/>
        <source>Run ops</source>
        <translation>Ops des Laufs</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="82"/>
        <source>Hybridized graph</source>
        <translation>Hybridisierter Graph</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="83"/>
        <source>MXNet symbol</source>
        <translation>MXNet-Symbol</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="84"/>
        <source>What the graph shows</source>
        <translation>Was der Graph zeigt</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="98"/>
        <source>Most recent</source>
        <translation>Neueste</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="99"/>
        <source>Iteration</source>
        <translation>Iteration</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="101"/>
        <source>Most recent: the last ops pushed. Iteration: the ops pushed between two sync points of the program (wait_to_read, waitall, asnumpy, item, print)</source>
        <translation>Neueste: die zuletzt eingereihten Ops. Iteration: die Ops, die zwischen zwei Sync-Punkten des Programms eingereiht wurden (wait_to_read, waitall, asnumpy, item, print)</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="106"/>
        <source> ops</source>
        <translation> Ops</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="110"/>
        <source>last</source>
        <translation>letzte</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="111"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="114"/>
        <source>States of the ops at this time of the run</source>
        <translation>Zustände der Ops zu diesem Zeitpunkt des Laufs</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="115"/>
        <source>Live</source>
        <translation>Live</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="116"/>
        <source>States at the end of the run so far, following it</source>
        <translation>Zustände am Ende des bisherigen Laufs, laufend aktualisiert</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="120"/>
        <source>at</source>
        <translation>bei</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="157"/>
        <source>The graph before the passes (traced) and after each pass</source>
        <translation>Der Graph vor den Optimierungsdurchläufen (aufgezeichnet) und nach jedem Durchlauf</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="159"/>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="170"/>
        <source>Open Symbol…</source>
        <translation>Symbol öffnen…</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="171"/>
        <source>Open an MXNet symbol JSON file (prefix-symbol.json)</source>
        <translation>Eine MXNet-Symboldatei im JSON-Format öffnen (prefix-symbol.json)</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="174"/>
        <location filename="../../ui/views/graph_view.cpp" line="178"/>
        <source>Open MXNet symbol</source>
        <translation>MXNet-Symbol öffnen</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="174"/>
        <source>MXNet symbol (*.json);;All files (*)</source>
        <translation>MXNet-Symbol (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="187"/>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="188"/>
        <source>Show weights and biases as nodes (else in the tooltips)</source>
        <translation>Gewichte und Biases als Knoten zeigen (sonst in den Tooltips)</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="194"/>
        <source>Fit</source>
        <translation>Einpassen</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="195"/>
        <source>Show the whole graph (double click)</source>
        <translation>Den ganzen Graphen zeigen (Doppelklick)</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="197"/>
        <source>+</source>
        <translation>+</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="198"/>
        <source>Zoom in</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="200"/>
        <source>−</source>
        <translation>−</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="201"/>
        <source>Zoom out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="253"/>
        <source>no file</source>
        <translation>keine Datei</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="411"/>
        <source>No hybridized graph yet: run a hybridized network</source>
        <translation>Noch kein hybridisierter Graph: ein hybridisiertes Netz ausführen</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="422"/>
        <source>No symbol file: open an MXNet prefix-symbol.json</source>
        <translation>Keine Symboldatei: eine MXNet-prefix-symbol.json öffnen</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="434"/>
        <source>No run yet: run a scenario or open a trace</source>
        <translation>Noch kein Lauf: ein Szenario ausführen oder einen Trace öffnen</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="496"/>
        <source>states at the end (live): %1</source>
        <translation>Zustände am Ende (live): %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="496"/>
        <source>states at %1</source>
        <translation>Zustände bei %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="499"/>
        <source>layout: %1</source>
        <translation>Layout: %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="503"/>
        <location filename="../../ui/views/graph_view.cpp" line="894"/>
        <source>laying out…</source>
        <translation>Layout wird berechnet…</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="663"/>
        <source>state</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="717"/>
        <source>bulk / fused</source>
        <translation>gebündelt / fusioniert</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="720"/>
        <source>earlier op it waited on</source>
        <translation>frühere Op, auf die gewartet wurde</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="723"/>
        <source>op</source>
        <translation>Op</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="724"/>
        <source>fused op</source>
        <translation>fusionierte Op</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="727"/>
        <source>input / parameter</source>
        <translation>Eingabe / Parameter</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="729"/>
        <source>constant</source>
        <translation>Konstante</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="732"/>
        <source>removed or merged by the next pass</source>
        <translation>im nächsten Durchlauf entfernt oder zusammengeführt</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="870"/>
        <source>Nothing to show</source>
        <translation>Nichts anzuzeigen</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="872"/>
        <source>Laying out %1 nodes…</source>
        <translation>Layout für %1 Knoten wird berechnet…</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="991"/>
        <source>Dependency graph</source>
        <translation>Abhängigkeitsgraph</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="1055"/>
        <location filename="../../ui/views/graph_view.cpp" line="1057"/>
        <source>AsyncLab dependency graph</source>
        <translation>AsyncLab-Abhängigkeitsgraph</translation>
    </message>
</context>
<context>
    <name>asynclab::Lane</name>
    <message>
        <location filename="../../ui/models/labels.cpp" line="36"/>
        <source>front end %1</source>
        <translation>Front-End %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/labels.cpp" line="39"/>
        <source>%1 compute %2</source>
        <translation>%1 Rechenspur %2</translation>
    </message>
    <message>
        <location filename="../../ui/models/labels.cpp" line="43"/>
        <source>%1 copy h2d</source>
        <translation>%1 Kopie H2D</translation>
    </message>
    <message>
        <location filename="../../ui/models/labels.cpp" line="45"/>
        <source>%1 copy d2h</source>
        <translation>%1 Kopie D2H</translation>
    </message>
    <message>
        <location filename="../../ui/models/labels.cpp" line="47"/>
        <source>%1 copy peer</source>
        <translation>%1 Kopie Peer</translation>
    </message>
</context>
<context>
    <name>asynclab::LaneStatsTableModel</name>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="120"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="135"/>
        <source>Lane</source>
        <translation>Spur</translation>
    </message>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="136"/>
        <source>Busy</source>
        <translation>Belegt</translation>
    </message>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="137"/>
        <source>Idle</source>
        <translation>Leerlauf</translation>
    </message>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="138"/>
        <source>Blocked</source>
        <translation>Blockiert</translation>
    </message>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="142"/>
        <source>Some op ran on the lane</source>
        <translation>Auf der Spur lief ein Op</translation>
    </message>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="143"/>
        <source>Neither busy nor blocked</source>
        <translation>Weder belegt noch blockiert</translation>
    </message>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="145"/>
        <source>Front end: waiting at sync points. Device lane: nothing ran although an op pushed to it was ready (its inputs done)</source>
        <translation>Front-End: Warten an Sync-Punkten. Gerätespur: nichts lief, obwohl ein dorthin geschobener Op bereit war (seine Eingaben fertig)</translation>
    </message>
</context>
<context>
    <name>asynclab::LaneTableModel</name>
    <message>
        <location filename="../../ui/models/trace_model.cpp" line="237"/>
        <source>Union of the lane&apos;s op intervals</source>
        <translation>Vereinigung der Op-Intervalle der Spur</translation>
    </message>
    <message>
        <location filename="../../ui/models/trace_model.cpp" line="247"/>
        <source>Lane</source>
        <translation>Spur</translation>
    </message>
    <message>
        <location filename="../../ui/models/trace_model.cpp" line="248"/>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <location filename="../../ui/models/trace_model.cpp" line="249"/>
        <source>Ops</source>
        <translation>Ops</translation>
    </message>
    <message>
        <location filename="../../ui/models/trace_model.cpp" line="250"/>
        <source>Busy</source>
        <translation>Belegt</translation>
    </message>
    <message>
        <location filename="../../ui/models/trace_model.cpp" line="251"/>
        <source>Utilization</source>
        <translation>Auslastung</translation>
    </message>
</context>
<context>
    <name>asynclab::LessonView</name>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="67"/>
        <source>The chapter&apos;s sections, each a lesson</source>
        <translation>Die Abschnitte des Kapitels, jeder eine Lektion</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="79"/>
        <source>Previous</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="79"/>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="124"/>
        <source>Set Up This Run</source>
        <translation>Diesen Lauf einrichten</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="127"/>
        <source>Puts the step&apos;s run in the run panel (and its network in the Network dock); then press Run</source>
        <translation>Überträgt den Lauf des Schritts in das Dock „Ausführung“ (und sein Netz in das Dock „Netz“); dann Ausführen drücken</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="356"/>
        <source>Predict before you run</source>
        <translation>Erst vorhersagen, dann ausführen</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="155"/>
        <source>(your guess)</source>
        <translation>(Ihre Schätzung)</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="113"/>
        <source>Open in Code Editor</source>
        <translation>Im Code-Editor öffnen</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="115"/>
        <source>Put this code (the tab shown) into the Code dock as a new cell, to run it on AsyncLab&apos;s engine and change it</source>
        <translation>Diesen Code (den gezeigten Reiter) als neue Zelle in das Dock „Code“ übernehmen, um ihn auf der Engine von AsyncLab auszuführen und zu ändern</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="166"/>
        <location filename="../../ui/views/lesson_view.cpp" line="359"/>
        <source>Reveal</source>
        <translation>Auflösen</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="168"/>
        <source>Show the room what the run measured, beside its answer</source>
        <translation>Zeigt dem Raum, was der Lauf gemessen hat, neben seiner Antwort</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="174"/>
        <source>What the run shows</source>
        <translation>Was der Lauf zeigt</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="228"/>
        <source>%1, step %2 (%3)</source>
        <translation>%1, Schritt %2 (%3)</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="230"/>
        <source>%1, what the steps take as given (%2)</source>
        <translation>%1, was die Schritte voraussetzen (%2)</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="267"/>
        <source>&lt;b&gt;Step %1 of %2&lt;/b&gt;: %3</source>
        <translation>&lt;b&gt;Schritt %1 von %2&lt;/b&gt;: %3</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="282"/>
        <source>Exercise:</source>
        <translation>Übung:</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="286"/>
        <source>What to look at:</source>
        <translation>Worauf zu achten ist:</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="355"/>
        <source>Ask the room before you run</source>
        <translation>Erst den Raum fragen, dann ausführen</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="359"/>
        <source>Reveal (after the run)</source>
        <translation>Auflösen (nach dem Lauf)</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="378"/>
        <source>no answer</source>
        <translation>keine Antwort</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="386"/>
        <source>not measured</source>
        <translation>nicht gemessen</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="388"/>
        <source>You said: &lt;b&gt;%1&lt;/b&gt;.&lt;br&gt;%2: &lt;b&gt;%3&lt;/b&gt;</source>
        <translation>Ihre Antwort: &lt;b&gt;%1&lt;/b&gt;.&lt;br&gt;%2: &lt;b&gt;%3&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="391"/>
        <source>&lt;br&gt;The run says: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>&lt;br&gt;Der Lauf sagt: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="395"/>
        <source>&lt;br&gt;&lt;i&gt;Predict before the next run to test your intuition.&lt;/i&gt;</source>
        <translation>&lt;br&gt;&lt;i&gt;Vor dem nächsten Lauf vorhersagen, um die eigene Intuition zu prüfen.&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="397"/>
        <source>&lt;br&gt;&lt;font color=&apos;#2e7d32&apos;&gt;&lt;b&gt;Right.&lt;/b&gt;&lt;/font&gt;</source>
        <translation>&lt;br&gt;&lt;font color=&apos;#2e7d32&apos;&gt;&lt;b&gt;Richtig.&lt;/b&gt;&lt;/font&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="398"/>
        <source>&lt;br&gt;&lt;font color=&apos;#c62828&apos;&gt;&lt;b&gt;Not this time.&lt;/b&gt;&lt;/font&gt;</source>
        <translation>&lt;br&gt;&lt;font color=&apos;#c62828&apos;&gt;&lt;b&gt;Diesmal nicht.&lt;/b&gt;&lt;/font&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="402"/>
        <source>&lt;br&gt;%1: %2 before, %3 now: %4</source>
        <translation>&lt;br&gt;%1: vorher %2, jetzt %3: %4</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="406"/>
        <source>as expected</source>
        <translation>wie erwartet</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="406"/>
        <source>not as expected</source>
        <translation>nicht wie erwartet</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="287"/>
        <source>&lt;p&gt;Read the chapter online: &lt;a href=&quot;%1&quot;&gt;%1&lt;/a&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;Das Kapitel online lesen: &lt;a href=&quot;%1&quot;&gt;%1&lt;/a&gt;&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>asynclab::LoadProgress</name>
    <message>
        <location filename="../../ui/views/load_progress.cpp" line="26"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../../ui/views/load_progress.cpp" line="27"/>
        <source>Stop reading the file; the window keeps what it shows</source>
        <translation>Das Lesen der Datei abbrechen; das Fenster behält, was es zeigt</translation>
    </message>
    <message>
        <location filename="../../ui/views/load_progress.cpp" line="49"/>
        <source>Opening %1</source>
        <translation>%1 wird geöffnet</translation>
    </message>
</context>
<context>
    <name>asynclab::MainWindow</name>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="134"/>
        <source>Timeline</source>
        <translation>Timeline</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="337"/>
        <location filename="../../ui/mainwindow.cpp" line="432"/>
        <location filename="../../ui/mainwindow.cpp" line="548"/>
        <source>error: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="338"/>
        <source>The run failed: %1</source>
        <translation>Der Lauf ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="586"/>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="209"/>
        <source>Hybridized Graph</source>
        <translation>Hybridisierter Graph</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="115"/>
        <source>Press Run (Ctrl+R): each operation the scenario puts on the engine appears here as a bar, on the lane (thread or device) that ran it.</source>
        <translation>Ausführen drücken (Strg+R): Jede Operation, die das Szenario an die Engine gibt, erscheint hier als Balken auf der Spur (Thread oder Gerät), die sie ausgeführt hat.</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="148"/>
        <source>lesson file %1</source>
        <translation>Lektionsdatei %1</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="232"/>
        <source>Run</source>
        <translation>Ausführung</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="235"/>
        <source>Lesson</source>
        <translation>Lektion</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="238"/>
        <source>Network</source>
        <translation>Netz</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="249"/>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="258"/>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="267"/>
        <source>Output</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="271"/>
        <source>Dependency Graph</source>
        <translation>Abhängigkeitsgraph</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="280"/>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="291"/>
        <source>Compare</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="348"/>
        <source>this step&apos;s run does not fit this version&apos;s scenarios</source>
        <translation>der Lauf dieses Schritts passt nicht zu den Szenarien dieser Version</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="350"/>
        <source>Cannot set up the step: %1</source>
        <translation>Der Schritt lässt sich nicht einrichten: %1</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="351"/>
        <source>The step&apos;s run is set up: predict, then press Run (Ctrl+R)</source>
        <translation>Der Lauf des Schritts ist eingerichtet: vorhersagen, dann Ausführen drücken (Strg+R)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="428"/>
        <source>Stopped (KeyboardInterrupt): what the cells made before stays in the namespace.</source>
        <translation>Gestoppt (KeyboardInterrupt): Was die Zellen bis dahin erzeugt haben, bleibt im Namensraum.</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="430"/>
        <source>Stopped</source>
        <translation>Gestoppt</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="448"/>
        <source>No Python</source>
        <translation>Kein Python</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="454"/>
        <source>%1, GPUs: %2</source>
        <translation>%1, GPUs: %2</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="459"/>
        <source>Python (%1): running</source>
        <translation>Python (%1): läuft</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="461"/>
        <source>Python (%1): not started</source>
        <translation>Python (%1): nicht gestartet</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="463"/>
        <source>Python (%1), cells run: %2</source>
        <translation>Python (%1), ausgeführte Zellen: %2</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="465"/>
        <source>The cells run one after another in one namespace, on one engine, until Restart Python: a variable one cell makes is there for the next.</source>
        <translation>Die Zellen laufen nacheinander in einem Namensraum auf einer Engine, bis „Python neu starten“: Eine Variable, die eine Zelle anlegt, ist für die nächste da.</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="476"/>
        <source>, Restart for %1</source>
        <translation>, neu starten für %1</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="558"/>
        <location filename="../../ui/mainwindow.cpp" line="717"/>
        <source>Running %1...</source>
        <translation>%1 läuft...</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="566"/>
        <source>Stopping...</source>
        <translation>Wird beendet...</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="586"/>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="642"/>
        <source>This run put no operations on the engine: its numbers are in the Summary and the Output.</source>
        <translation>Dieser Lauf hat keine Operationen an die Engine gegeben: Seine Zahlen stehen in der Zusammenfassung und in der Ausgabe.</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="684"/>
        <location filename="../../ui/mainwindow.cpp" line="728"/>
        <location filename="../../ui/mainwindow.cpp" line="853"/>
        <location filename="../../ui/mainwindow.cpp" line="906"/>
        <source>A run is in progress; stop it first.</source>
        <translation>Ein Lauf ist im Gang; bitte zuerst beenden.</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="700"/>
        <source>Nothing to run here: only blank lines and comments.</source>
        <translation>Hier gibt es nichts auszuführen: nur Leerzeilen und Kommentare.</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="710"/>
        <source>In [%1]: %2, all cells</source>
        <translation>In [%1]: %2, alle Zellen</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="711"/>
        <source>In [%1]: %2, line %3</source>
        <translation>In [%1]: %2, Zeile %3</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="719"/>
        <source>The cells could not start.</source>
        <translation>Die Zellen konnten nicht starten.</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="731"/>
        <source>Python restarted: a fresh namespace and engine for the next cell.</source>
        <translation>Python neu gestartet: ein frischer Namensraum und eine frische Engine für die nächste Zelle.</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="732"/>
        <source>Python restarted</source>
        <translation>Python neu gestartet</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="793"/>
        <source>The code is a new cell at the end of the Code dock&apos;s script: Ctrl+Enter runs it</source>
        <translation>Der Code ist eine neue Zelle am Ende des Skripts im Dock „Code“: Strg+Eingabe führt sie aus</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="820"/>
        <source>Open Python Script</source>
        <translation>Python-Skript öffnen</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="820"/>
        <location filename="../../ui/mainwindow.cpp" line="838"/>
        <source>Python scripts (*.py);;All files (*)</source>
        <translation>Python-Skripte (*.py);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="828"/>
        <location filename="../../ui/mainwindow.cpp" line="837"/>
        <location filename="../../ui/mainwindow.cpp" line="842"/>
        <source>Save Python Script</source>
        <translation>Python-Skript speichern</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="866"/>
        <source>Trace %1</source>
        <translation>Trace %1</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="814"/>
        <location filename="../../ui/mainwindow.cpp" line="869"/>
        <location filename="../../ui/mainwindow.cpp" line="948"/>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="874"/>
        <source>There is no run to export yet.</source>
        <translation>Es gibt noch keinen Lauf zum Exportieren.</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="1078"/>
        <location filename="../../ui/mainwindow.cpp" line="1158"/>
        <location filename="../../ui/mainwindow.cpp" line="1186"/>
        <source>Could not write %1.</source>
        <translation>%1 konnte nicht geschrieben werden.</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="880"/>
        <source>Export Timeline</source>
        <translation>Timeline exportieren</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="881"/>
        <source>%1 files (*.%2)</source>
        <translation>%1-Dateien (*.%2)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="918"/>
        <location filename="../../ui/mainwindow.cpp" line="960"/>
        <location filename="../../ui/mainwindow.cpp" line="1032"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="831"/>
        <location filename="../../ui/mainwindow.cpp" line="845"/>
        <location filename="../../ui/mainwindow.cpp" line="1083"/>
        <location filename="../../ui/mainwindow.cpp" line="1160"/>
        <location filename="../../ui/mainwindow.cpp" line="1200"/>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="889"/>
        <source>Export Trace</source>
        <translation>Trace exportieren</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="890"/>
        <source>Chrome traces (*.json)</source>
        <translation>Chrome-Traces (*.json)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="663"/>
        <source>Compare: running %1=%2, then %1=%3</source>
        <translation>Vergleich: Lauf mit %1=%2, dann mit %1=%3</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="264"/>
        <source>What the scenario or the Code dock&apos;s cells print, like the chapter&apos;s notebook cells. Click a line of the script (script.py:12) to show it in the Code dock.</source>
        <translation>Was das Szenario oder die Zellen im Dock „Code“ ausgeben, wie die Notebook-Zellen des Kapitels. Ein Klick auf eine Zeile des Skripts (script.py:12) zeigt sie im Dock „Code“.</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="478"/>
        <source>The run panel&apos;s mode and the GPUs asked for are %1: Restart Python to run the cells there.</source>
        <translation>Der Modus im Dock „Ausführung“ und die gewünschten GPUs sind %1: Python neu starten, um die Zellen dort auszuführen.</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="623"/>
        <source>Compare stopped</source>
        <translation>Vergleich abgebrochen</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="648"/>
        <source>Compared %1 with %2</source>
        <translation>%1 mit %2 verglichen</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="930"/>
        <source>Opened session %1</source>
        <translation>Sitzung %1 geöffnet</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="966"/>
        <location filename="../../ui/mainwindow.cpp" line="994"/>
        <location filename="../../ui/mainwindow.cpp" line="1024"/>
        <location filename="../../ui/mainwindow.cpp" line="1032"/>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="969"/>
        <source>Cannot open %1: a run is in progress; stop it first.</source>
        <translation>%1 kann nicht geöffnet werden: Ein Lauf ist im Gang; bitte zuerst beenden.</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="977"/>
        <source>Opening %1...</source>
        <translation>%1 wird geöffnet...</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="1025"/>
        <source>Cannot show %1: a run started meanwhile; open it again once the run is over.</source>
        <translation>%1 kann nicht angezeigt werden: Inzwischen hat ein Lauf begonnen; nach seinem Ende erneut öffnen.</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="1035"/>
        <source>Stopped opening %1; the window shows what it showed before.</source>
        <translation>Öffnen von %1 abgebrochen; das Fenster zeigt, was es vorher zeigte.</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="1077"/>
        <location filename="../../ui/mainwindow.cpp" line="1091"/>
        <location filename="../../ui/mainwindow.cpp" line="1115"/>
        <source>Save Session</source>
        <translation>Sitzung speichern</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="1091"/>
        <source>AsyncLab sessions (*.asynclab);;All files (*)</source>
        <translation>AsyncLab-Sitzungen (*.asynclab);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="1169"/>
        <source>%1 hybridized (%2)</source>
        <translation>%1 hybridisiert (%2)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="1184"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="1180"/>
        <source>Unknown view &apos;%1&apos; (timeline, memory, graph, compare).</source>
        <translation>Unbekannte Ansicht „%1“ (timeline, memory, graph, compare).</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="1111"/>
        <source>The network and the last run are not saved in a session.</source>
        <translation>Das Netz und der letzte Lauf sind in keiner Sitzung gespeichert.</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="1112"/>
        <source>%1 has changes to the network or the last run that are not saved.</source>
        <translation>%1 hat nicht gespeicherte Änderungen am Netz oder am letzten Lauf.</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="1118"/>
        <source>Save them before they are gone?</source>
        <translation>Vor dem Verwerfen speichern?</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="1198"/>
        <source>Export View</source>
        <translation>Ansicht exportieren</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="1239"/>
        <source>Teacher mode: ask the room, run, then press Reveal (Ctrl+Return)</source>
        <translation>Lehrmodus: den Raum fragen, ausführen, dann Auflösen drücken (Strg+Eingabe)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="1240"/>
        <source>Teacher mode is off</source>
        <translation>Lehrmodus ist aus</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="1336"/>
        <source>&lt;h3&gt;AsyncLab %1&lt;/h3&gt;&lt;p&gt;An interactive companion to the chapter &quot;Computational Performance&quot; of Dive into Deep Learning, with an embedded asynchronous execution engine.&lt;/p&gt;&lt;p&gt;License: GPL-3.0-or-later. This program comes with ABSOLUTELY NO WARRANTY.&lt;/p&gt;&lt;p&gt;Built with Qt %2 (running on Qt %3).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;AsyncLab %1&lt;/h3&gt;&lt;p&gt;Ein interaktiver Begleiter zum Kapitel „Computational Performance“ von Dive into Deep Learning, mit eingebauter asynchroner Ausführungs-Engine.&lt;/p&gt;&lt;p&gt;Lizenz: GPL-3.0-or-later. Dieses Programm wird OHNE JEDE GEWÄHRLEISTUNG bereitgestellt.&lt;/p&gt;&lt;p&gt;Erstellt mit Qt %2 (läuft mit Qt %3).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="1348"/>
        <source>The Lesson dock teaches the chapter step by step; each step sets up its run (Set Up This Run, then Ctrl+R).</source>
        <translation>Das Lektionsfenster führt Schritt für Schritt durch das Kapitel; jeder Schritt richtet seinen Lauf ein (Diesen Lauf einrichten, dann Strg+R).</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="1354"/>
        <source>About AsyncLab</source>
        <translation>Über AsyncLab</translation>
    </message>
</context>
<context>
    <name>asynclab::MemoryView</name>
    <message>
        <location filename="../../ui/views/memory_view.cpp" line="65"/>
        <source>Memory in use per device over the run; dots mark each device&apos;s peak, dashed lines the moments the front end waited.</source>
        <translation>Belegter Speicher pro Gerät im Verlauf des Laufs; Punkte markieren die Spitze jedes Geräts, gestrichelte Linien die Momente, in denen das Front-End gewartet hat.</translation>
    </message>
    <message>
        <location filename="../../ui/views/memory_view.cpp" line="68"/>
        <source>Shift+drag selects a time range; the timeline shows the same range.</source>
        <translation>Shift+Ziehen wählt einen Zeitbereich; die Timeline zeigt denselben Bereich.</translation>
    </message>
    <message>
        <location filename="../../ui/views/memory_view.cpp" line="368"/>
        <source>in use (%1)</source>
        <translation>belegt (%1)</translation>
    </message>
    <message>
        <location filename="../../ui/views/memory_view.cpp" line="375"/>
        <source>time (µs)</source>
        <translation>Zeit (µs)</translation>
    </message>
    <message>
        <location filename="../../ui/views/memory_view.cpp" line="376"/>
        <source>time (ms)</source>
        <translation>Zeit (ms)</translation>
    </message>
    <message>
        <location filename="../../ui/views/memory_view.cpp" line="377"/>
        <source>time (s)</source>
        <translation>Zeit (s)</translation>
    </message>
    <message>
        <location filename="../../ui/views/memory_view.cpp" line="415"/>
        <source>peak %1 %2</source>
        <translation>Max. %1 %2</translation>
    </message>
    <message>
        <location filename="../../ui/views/memory_view.cpp" line="432"/>
        <source>process resident</source>
        <translation>residenter Prozessspeicher</translation>
    </message>
    <message>
        <location filename="../../ui/views/memory_view.cpp" line="441"/>
        <source>resident (%1)</source>
        <translation>resident (%1)</translation>
    </message>
    <message>
        <location filename="../../ui/views/memory_view.cpp" line="545"/>
        <source>Run a scenario to see its memory over time.</source>
        <translation>Ein Szenario ausführen, um seinen Speicher im Zeitverlauf zu sehen.</translation>
    </message>
    <message>
        <location filename="../../ui/views/memory_view.cpp" line="546"/>
        <source>This run recorded no memory counters.</source>
        <translation>Dieser Lauf hat keine Speicherzähler aufgezeichnet.</translation>
    </message>
    <message>
        <location filename="../../ui/views/memory_view.cpp" line="554"/>
        <source>Memory: %1</source>
        <translation>Speicher: %1</translation>
    </message>
</context>
<context>
    <name>asynclab::NetworkBuilder</name>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="92"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="115"/>
        <source>automatic</source>
        <translation>automatisch</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="143"/>
        <source>MLP 512-256-128-2 (12.1)</source>
        <translation>MLP 512-256-128-2 (12.1)</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="145"/>
        <source>Training MLP 512-2048-512-1 (12.2)</source>
        <translation>Trainings-MLP 512-2048-512-1 (12.2)</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="147"/>
        <source>HybridNet with Print (12.1.3)</source>
        <translation>HybridNet mit Print (12.1.3)</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="149"/>
        <source>fancy_func, a program (12.1.1)</source>
        <translation>fancy_func, ein Programm (12.1.1)</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="150"/>
        <source>HybridConcurrent branches</source>
        <translation>HybridConcurrent-Zweige</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="151"/>
        <source>Data-dependent branch</source>
        <translation>Datenabhängige Verzweigung</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="157"/>
        <source>&amp;Dense</source>
        <translation>&amp;Dense</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="158"/>
        <source>&amp;Activation</source>
        <translation>&amp;Activation</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="159"/>
        <source>D&amp;ropout</source>
        <translation>D&amp;ropout</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="160"/>
        <source>&amp;Flatten</source>
        <translation>&amp;Flatten</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="161"/>
        <source>&amp;Print</source>
        <translation>&amp;Print</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="162"/>
        <source>&amp;HybridSequential</source>
        <translation>&amp;HybridSequential</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="163"/>
        <source>&amp;Sequential</source>
        <translation>&amp;Sequential</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="164"/>
        <source>Hybrid&amp;Concurrent</source>
        <translation>Hybrid&amp;Concurrent</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="165"/>
        <source>Data&amp;Branch</source>
        <translation>Data&amp;Branch</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="178"/>
        <source>The chapter&apos;s networks; editing one makes it your own network.</source>
        <translation>Die Netze aus dem Kapitel; ein bearbeitetes Netz wird zu Ihrem eigenen.</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="179"/>
        <source>Your own network</source>
        <translation>Eigenes Netz</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="198"/>
        <location filename="../../ui/views/network_builder.cpp" line="255"/>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="200"/>
        <source>Add a layer or block: into the selected container, else after the selected block.</source>
        <translation>Eine Schicht oder einen Block hinzufügen: in den gewählten Container, sonst hinter den gewählten Block.</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="226"/>
        <source>One sample&apos;s shape: features such as 512, or dimensions such as 1, 28, 28.</source>
        <translation>Form eines einzelnen Beispiels: Merkmale wie 512 oder Dimensionen wie 1, 28, 28.</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="233"/>
        <source>How many samples one call gets (the first dimension of the input).</source>
        <translation>Wie viele Beispiele ein Aufruf erhält (die erste Dimension der Eingabe).</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="251"/>
        <source>Double-click a cell to edit it; Delete removes, Alt+Up and Alt+Down move the selected block.</source>
        <translation>Doppelklick auf eine Zelle bearbeitet sie; Delete entfernt, Alt+Up und Alt+Down verschieben den gewählten Block.</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="264"/>
        <source>fancy_func is a program, not a stack of layers: there are no blocks to edit. The code pane shows it. Run the fancy-func scenario (12.1.1) to see it run imperatively and compiled; pick a network above to build one.</source>
        <translation>fancy_func ist ein Programm, kein Stapel von Schichten: Es gibt keine Blöcke zu bearbeiten. Der Codebereich zeigt es. Das Szenario fancy-func (12.1.1) ausführen, um es imperativ und kompiliert laufen zu sehen; oben ein Netz wählen, um eines zu bauen.</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="278"/>
        <source>The equivalent Gluon (MXNet) Python code, updated as the network changes.</source>
        <translation>Der entsprechende Python-Code für Gluon (MXNet), aktualisiert bei jeder Änderung des Netzes.</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="294"/>
        <source>&amp;Network:</source>
        <translation>&amp;Netz:</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="300"/>
        <source>&amp;Input shape:</source>
        <translation>&amp;Eingabeform:</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="302"/>
        <source>&amp;Batch size:</source>
        <translation>&amp;Batchgröße:</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="361"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="361"/>
        <source>Remove the selected block and what it holds (Delete)</source>
        <translation>Den gewählten Block samt Inhalt entfernen (Delete)</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="365"/>
        <source>Up</source>
        <translation>Hoch</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="365"/>
        <source>Move the selected block up (Alt+Up)</source>
        <translation>Den gewählten Block nach oben verschieben (Alt+Up)</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="369"/>
        <source>Down</source>
        <translation>Runter</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="369"/>
        <source>Move the selected block down (Alt+Down)</source>
        <translation>Den gewählten Block nach unten verschieben (Alt+Down)</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="374"/>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="374"/>
        <location filename="../../ui/views/network_builder.cpp" line="382"/>
        <source>Undo (Ctrl+Z)</source>
        <translation>Rückgängig (Ctrl+Z)</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="382"/>
        <source>Undo %1 (Ctrl+Z)</source>
        <translation>Rückgängig: %1 (Ctrl+Z)</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="384"/>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="384"/>
        <location filename="../../ui/views/network_builder.cpp" line="391"/>
        <source>Redo (Ctrl+Shift+Z)</source>
        <translation>Wiederholen (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="392"/>
        <source>Redo %1 (Ctrl+Shift+Z)</source>
        <translation>Wiederholen: %1 (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="394"/>
        <source>Open...</source>
        <translation>Öffnen...</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="394"/>
        <source>Open a network description (JSON)</source>
        <translation>Eine Netzbeschreibung öffnen (JSON)</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="396"/>
        <source>Save...</source>
        <translation>Speichern...</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="396"/>
        <source>Save the network as JSON</source>
        <translation>Das Netz als JSON speichern</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="405"/>
        <source>Set network</source>
        <translation>Netz festlegen</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="445"/>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="447"/>
        <source>Cannot load %1: the file is larger than 16 MiB, so it is not a network description.</source>
        <translation>%1 kann nicht geladen werden: Die Datei ist größer als 16 MiB und damit keine Netzbeschreibung.</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="453"/>
        <source>Cannot load %1: %2</source>
        <translation>%1 kann nicht geladen werden: %2</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="454"/>
        <source>Open %1</source>
        <translation>%1 öffnen</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="466"/>
        <source>Cannot save: %1 is a program, not a network.</source>
        <translation>Speichern nicht möglich: %1 ist ein Programm, kein Netz.</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="468"/>
        <source>Cannot save: the network is not valid (%1).</source>
        <translation>Speichern nicht möglich: Das Netz ist nicht gültig (%1).</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="471"/>
        <location filename="../../ui/views/network_builder.cpp" line="474"/>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="481"/>
        <location filename="../../ui/views/network_builder.cpp" line="484"/>
        <source>Open Network</source>
        <translation>Netz öffnen</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="481"/>
        <location filename="../../ui/views/network_builder.cpp" line="492"/>
        <source>AsyncLab networks (*.json);;All files (*)</source>
        <translation>AsyncLab-Netze (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="491"/>
        <location filename="../../ui/views/network_builder.cpp" line="495"/>
        <source>Save Network</source>
        <translation>Netz speichern</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="502"/>
        <source>Choose %1</source>
        <translation>%1 wählen</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="505"/>
        <source>Unknown preset &apos;%1&apos;.</source>
        <translation>Unbekannte Vorlage „%1“.</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="575"/>
        <source>Refused: input shape &apos;%1&apos; is not a list of whole numbers such as 512 or 1, 28, 28.</source>
        <translation>Abgelehnt: Die Eingabeform „%1“ ist keine Liste ganzer Zahlen wie 512 oder 1, 28, 28.</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="633"/>
        <source>fancy_func is a program; the code pane shows it.</source>
        <translation>fancy_func ist ein Programm; der Codebereich zeigt es.</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="635"/>
        <source>Not valid: %1</source>
        <translation>Ungültig: %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="638"/>
        <source>Valid, but the output shape is unknown for this input: %1</source>
        <translation>Gültig, aber die Ausgabeform ist für diese Eingabe unbekannt: %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="644"/>
        <source>Input %1, output %2, %3 parameters</source>
        <translation>Eingabe %1, Ausgabe %2, %3 Parameter</translation>
    </message>
</context>
<context>
    <name>asynclab::NetworkCompiler</name>
    <message>
        <location filename="../../ui/models/compiled_network.cpp" line="32"/>
        <source>fancy_func is a program: its compiled form is shown by the fancy-func scenario.</source>
        <translation>fancy_func ist ein Programm: Seine kompilierte Form zeigt das Szenario fancy-func.</translation>
    </message>
    <message>
        <location filename="../../ui/models/compiled_network.cpp" line="35"/>
        <source>The network is not valid yet: %1</source>
        <translation>Das Netz ist noch nicht gültig: %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/compiled_network.cpp" line="50"/>
        <source>Nothing in this network can be hybridized: it has no HybridBlock.</source>
        <translation>An diesem Netz lässt sich nichts hybridisieren: Es enthält keinen HybridBlock.</translation>
    </message>
    <message>
        <location filename="../../ui/models/compiled_network.cpp" line="53"/>
        <source>Could not hybridize the network: %1</source>
        <translation>Das Netz konnte nicht hybridisiert werden: %1</translation>
    </message>
</context>
<context>
    <name>asynclab::NetworkModel</name>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="238"/>
        <source>Replace network</source>
        <translation>Netz ersetzen</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="243"/>
        <source>Unknown program &apos;%1&apos;.</source>
        <translation>Unbekanntes Programm „%1“.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="245"/>
        <source>Show %1</source>
        <translation>%1 anzeigen</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="276"/>
        <location filename="../../ui/models/network_model.cpp" line="289"/>
        <location filename="../../ui/models/network_model.cpp" line="314"/>
        <source>Refused: %1</source>
        <translation>Abgelehnt: %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="278"/>
        <source>Set input shape</source>
        <translation>Eingabeform setzen</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="291"/>
        <source>Set batch size</source>
        <translation>Batchgröße setzen</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="299"/>
        <source>Refused: a network has one root block; add to it instead.</source>
        <translation>Abgelehnt: Ein Netz hat genau einen Wurzelblock; stattdessen in diesen einfügen.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="304"/>
        <source>Refused: a %1 has no children.</source>
        <translation>Abgelehnt: %1 kann keine Kindblöcke haben.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="319"/>
        <source>Add %1</source>
        <translation>%1 hinzufügen</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="329"/>
        <source>Refused: the root block cannot be removed.</source>
        <translation>Abgelehnt: Der Wurzelblock kann nicht entfernt werden.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="334"/>
        <source>Remove %1</source>
        <translation>%1 entfernen</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="342"/>
        <source>Refused: the root block cannot be moved.</source>
        <translation>Abgelehnt: Der Wurzelblock kann nicht verschoben werden.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="347"/>
        <source>Refused: this block is already the first.</source>
        <translation>Abgelehnt: Dieser Block ist bereits der erste.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="348"/>
        <source>Refused: this block is already the last.</source>
        <translation>Abgelehnt: Dieser Block ist bereits der letzte.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="350"/>
        <source>Move up</source>
        <translation>Nach oben verschieben</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="350"/>
        <source>Move down</source>
        <translation>Nach unten verschieben</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="357"/>
        <source>Refused: no block selected.</source>
        <translation>Abgelehnt: Kein Block ausgewählt.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="362"/>
        <source>Refused: a %1 cannot become a %2; only HybridSequential and Sequential can be switched (remove the block and add another).</source>
        <translation>Abgelehnt: Aus %1 kann kein %2 werden; nur HybridSequential und Sequential lassen sich ineinander umwandeln (Block entfernen und einen anderen hinzufügen).</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="368"/>
        <source>Refused: %1.%2</source>
        <translation>Abgelehnt: %1.%2</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="370"/>
        <source>Edit %1</source>
        <translation>%1 bearbeiten</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="446"/>
        <source>Output shape for a batch of %1: %2</source>
        <translation>Ausgabeform für einen Batch von %1: %2</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="453"/>
        <source>Runs its children in order; can be hybridized (compiled). Edit to switch to Sequential.</source>
        <translation>Führt seine Kinder der Reihe nach aus; lässt sich hybridisieren (kompilieren). Bearbeiten, um zu Sequential zu wechseln.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="457"/>
        <source>Runs its children in order, imperatively only. Edit to switch to HybridSequential.</source>
        <translation>Führt seine Kinder der Reihe nach aus, nur imperativ. Bearbeiten, um zu HybridSequential zu wechseln.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="461"/>
        <source>Runs every branch on the same input and concatenates the outputs.</source>
        <translation>Führt jeden Zweig auf derselben Eingabe aus und verkettet die Ausgaben.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="462"/>
        <source>Fully connected layer.</source>
        <translation>Vollständig verbundene Schicht.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="463"/>
        <source>Element-wise activation function.</source>
        <translation>Elementweise Aktivierungsfunktion.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="464"/>
        <source>Zeroes inputs at random while training.</source>
        <translation>Setzt beim Training zufällig Eingaben auf null.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="465"/>
        <source>Flattens each sample to one dimension.</source>
        <translation>Flacht jedes Beispiel auf eine Dimension ab.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="467"/>
        <source>Prints its input: every call imperatively, only while tracing once hybridized.</source>
        <translation>Gibt seine Eingabe aus: imperativ bei jedem Aufruf, hybridisiert nur beim Tracing.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="471"/>
        <source>Runs its first child when x.sum() &gt; 0, else its second: data-dependent control flow, so it cannot be hybridized.</source>
        <translation>Führt sein erstes Kind aus, wenn x.sum() &gt; 0, sonst sein zweites: datenabhängiger Kontrollfluss, daher nicht hybridisierbar.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="487"/>
        <source>then: %1</source>
        <translation>dann: %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="487"/>
        <source>else: %1</source>
        <translation>sonst: %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="497"/>
        <location filename="../../ui/models/network_model.cpp" line="560"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="503"/>
        <source>rate %1</source>
        <translation>Rate %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="508"/>
        <source>axis %1</source>
        <translation>Achse %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="512"/>
        <source>no bias</source>
        <translation>ohne Bias</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="513"/>
        <source>no flatten</source>
        <translation>ohne Flatten</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="514"/>
        <source>in_units %1</source>
        <translation>in_units %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="529"/>
        <source>Refused: this cell is read-only.</source>
        <translation>Abgelehnt: Diese Zelle ist schreibgeschützt.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="543"/>
        <source>Refused: %1.%2: must be a whole number, got &apos;%3&apos;</source>
        <translation>Abgelehnt: %1.%2: muss eine ganze Zahl sein, erhalten: „%3“</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="551"/>
        <source>Refused: %1.kind: unknown kind &apos;%2&apos;</source>
        <translation>Abgelehnt: %1.kind: unbekannte Art „%2“</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="575"/>
        <source>Refused: %1.rate: must be a number, got &apos;%2&apos;</source>
        <translation>Abgelehnt: %1.rate: muss eine Zahl sein, erhalten: „%2“</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="584"/>
        <source>Refused: %1.axis: %2 is out of range [-8, 7]</source>
        <translation>Abgelehnt: %1.axis: %2 liegt außerhalb des Bereichs [-8, 7]</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="622"/>
        <source>Block</source>
        <translation>Block</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="623"/>
        <source>Units</source>
        <translation>Units</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="624"/>
        <source>Activation</source>
        <translation>Aktivierung</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="625"/>
        <source>Setting</source>
        <translation>Einstellung</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="626"/>
        <source>Output shape</source>
        <translation>Ausgabeform</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="627"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="634"/>
        <source>Dropout rate, Print label, HybridConcurrent axis; Dense options that differ from the defaults.</source>
        <translation>Dropout-Rate, Print-Beschriftung, HybridConcurrent-Achse; Dense-Optionen, die von den Standardwerten abweichen.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="638"/>
        <source>The shape each block gives for the input shape and batch size.</source>
        <translation>Die Form, die jeder Block für die Eingabeform und Batchgröße liefert.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="640"/>
        <source>A fixed block name (its parameter prefix); empty: automatic.</source>
        <translation>Ein fester Blockname (sein Parameterpräfix); leer: automatisch.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="796"/>
        <source>Unknown: the input of this block has no known shape.</source>
        <translation>Unbekannt: Die Eingabe dieses Blocks hat keine bekannte Form.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="798"/>
        <source>This Dense expects %1 input features but gets %2.</source>
        <translation>Dieser Dense-Block erwartet %1 Eingabemerkmale, erhält aber %2.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="802"/>
        <source>Unknown: a block inside has no known output shape.</source>
        <translation>Unbekannt: Ein enthaltener Block hat keine bekannte Ausgabeform.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="804"/>
        <source>Unknown: a HybridConcurrent needs at least one branch.</source>
        <translation>Unbekannt: Ein HybridConcurrent braucht mindestens einen Zweig.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="806"/>
        <source>Unknown: a branch has no known output shape.</source>
        <translation>Unbekannt: Ein Zweig hat keine bekannte Ausgabeform.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="808"/>
        <source>Axis %1 is out of range for outputs of rank %2.</source>
        <translation>Achse %1 liegt für Ausgaben vom Rang %2 außerhalb des gültigen Bereichs.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="812"/>
        <source>Branch outputs %1 and %2 cannot be concatenated on axis %3.</source>
        <translation>Die Zweigausgaben %1 und %2 lassen sich nicht entlang Achse %3 verketten.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="816"/>
        <source>Unknown: a DataBranch needs exactly two branches.</source>
        <translation>Unbekannt: Ein DataBranch braucht genau zwei Zweige.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="818"/>
        <source>The branches give different shapes (%1 and %2), so the output depends on the data.</source>
        <translation>Die Zweige liefern unterschiedliche Formen (%1 und %2), daher hängt die Ausgabe von den Daten ab.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="854"/>
        <source>Refused: %1 is a program, not a network; pick a network preset to edit.</source>
        <translation>Abgelehnt: %1 ist ein Programm, kein Netz; zum Bearbeiten eine Netzvorlage wählen.</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="868"/>
        <source># fancy_func (12.1.1) is a program, not a stack of
# layers: plain Python functions that the interpreter
# runs one statement at a time.
</source>
        <translation># fancy_func (12.1.1) ist ein Programm, kein Stapel
# von Schichten: einfache Python-Funktionen, die der
# Interpreter Anweisung für Anweisung ausführt.
</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="884"/>
        <source># Imperatively, each add() is one op. Compiled, the
# program is known as a whole: with constant inputs
# the three additions fold into the constant 10.
# The fancy-func scenario runs both and counts ops.
</source>
        <translation># Imperativ ist jedes add() eine Op. Kompiliert ist
# das Programm als Ganzes bekannt: Bei konstanten
# Eingaben fallen die drei Additionen zur Konstante 10
# zusammen. Das Szenario fancy-func führt beides aus
# und zählt die Ops.
</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="898"/>
        <source># Not valid yet: %1
</source>
        <translation># Noch nicht gültig: %1
</translation>
    </message>
</context>
<context>
    <name>asynclab::OpKind</name>
    <message>
        <location filename="../../ui/models/labels.cpp" line="15"/>
        <source>other</source>
        <translation>sonstige</translation>
    </message>
    <message>
        <location filename="../../ui/models/labels.cpp" line="16"/>
        <source>elementwise</source>
        <translation>elementweise</translation>
    </message>
    <message>
        <location filename="../../ui/models/labels.cpp" line="17"/>
        <source>matmul</source>
        <translation>Matrixprodukt</translation>
    </message>
    <message>
        <location filename="../../ui/models/labels.cpp" line="18"/>
        <source>reduction</source>
        <translation>Reduktion</translation>
    </message>
    <message>
        <location filename="../../ui/models/labels.cpp" line="19"/>
        <source>random</source>
        <translation>Zufall</translation>
    </message>
    <message>
        <location filename="../../ui/models/labels.cpp" line="20"/>
        <source>layout</source>
        <translation>Layout</translation>
    </message>
    <message>
        <location filename="../../ui/models/labels.cpp" line="21"/>
        <source>copy</source>
        <translation>Kopie</translation>
    </message>
    <message>
        <location filename="../../ui/models/labels.cpp" line="22"/>
        <source>memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <location filename="../../ui/models/labels.cpp" line="23"/>
        <source>bulk</source>
        <translation>gebündelt</translation>
    </message>
    <message>
        <location filename="../../ui/models/labels.cpp" line="24"/>
        <source>fused</source>
        <translation>fusioniert</translation>
    </message>
    <message>
        <location filename="../../ui/models/labels.cpp" line="25"/>
        <source>comm</source>
        <translation>Kommunikation</translation>
    </message>
</context>
<context>
    <name>asynclab::OpStatsTableModel</name>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="58"/>
        <source>The longest part inside the range: op #%1</source>
        <translation>Der längste Teil im Bereich: Op #%1</translation>
    </message>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="68"/>
        <source>Op</source>
        <translation>Op</translation>
    </message>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="69"/>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="70"/>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="71"/>
        <source>Mean</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="72"/>
        <source>Max</source>
        <translation>Max.</translation>
    </message>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="73"/>
        <source>Share</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="77"/>
        <source>Ops of this name that overlap the range</source>
        <translation>Ops dieses Namens, die den Bereich überlappen</translation>
    </message>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="78"/>
        <source>Their time inside the range (each clipped to it)</source>
        <translation>Ihre Zeit im Bereich (jede auf ihn beschnitten)</translation>
    </message>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="79"/>
        <source>The largest clipped duration</source>
        <translation>Die längste beschnittene Dauer</translation>
    </message>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="80"/>
        <source>Part of the selected ops&apos; total time</source>
        <translation>Anteil an der Gesamtzeit der ausgewählten Ops</translation>
    </message>
</context>
<context>
    <name>asynclab::RecentFilesMenu</name>
    <message>
        <location filename="../../ui/views/recent_files_menu.cpp" line="10"/>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location filename="../../ui/views/recent_files_menu.cpp" line="13"/>
        <source>&amp;Clear List</source>
        <translation>Liste &amp;leeren</translation>
    </message>
    <message>
        <location filename="../../ui/views/recent_files_menu.cpp" line="15"/>
        <source>Forget the files opened before</source>
        <translation>Die zuvor geöffneten Dateien vergessen</translation>
    </message>
    <message>
        <location filename="../../ui/views/recent_files_menu.cpp" line="44"/>
        <source>%1 no longer exists</source>
        <translation>%1 existiert nicht mehr</translation>
    </message>
</context>
<context>
    <name>asynclab::ReplayBar</name>
    <message>
        <location filename="../../ui/views/replay_bar.cpp" line="32"/>
        <source>Drag through the run: the dependency graph shows each op&apos;s state at this instant</source>
        <translation>Durch den Lauf ziehen: der Abhängigkeitsgraph zeigt den Zustand jeder Op in diesem Moment</translation>
    </message>
    <message>
        <location filename="../../ui/views/replay_bar.cpp" line="38"/>
        <source>as fast as it ran</source>
        <translation>so schnell wie gelaufen</translation>
    </message>
    <message>
        <location filename="../../ui/views/replay_bar.cpp" line="38"/>
        <source>%1x slower</source>
        <translation>%1x langsamer</translation>
    </message>
    <message>
        <location filename="../../ui/views/replay_bar.cpp" line="41"/>
        <source>How fast Play replays the run</source>
        <translation>Wie schnell Abspielen den Lauf wiedergibt</translation>
    </message>
    <message>
        <location filename="../../ui/views/replay_bar.cpp" line="56"/>
        <source>Replay:</source>
        <translation>Wiedergabe:</translation>
    </message>
    <message>
        <location filename="../../ui/views/replay_bar.cpp" line="89"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location filename="../../ui/views/replay_bar.cpp" line="89"/>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <location filename="../../ui/views/replay_bar.cpp" line="98"/>
        <source>Press Play, drag the slider or the line on the timeline, or step with , and . to replay the run op by op.</source>
        <translation>Abspielen drücken, den Regler oder die Linie in der Zeitleiste ziehen, oder mit , und . Op für Op durch den Lauf gehen.</translation>
    </message>
    <message>
        <location filename="../../ui/views/replay_bar.cpp" line="100"/>
        <source>Replay: after a run, or with a trace open.</source>
        <translation>Wiedergabe: nach einem Lauf oder mit einem geöffneten Trace.</translation>
    </message>
    <message>
        <location filename="../../ui/views/replay_bar.cpp" line="120"/>
        <source>queue depth %1</source>
        <translation>Warteschlangentiefe %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/replay_bar.cpp" line="122"/>
        <source>memory %1: %2</source>
        <translation>Speicher %1: %2</translation>
    </message>
    <message>
        <location filename="../../ui/views/replay_bar.cpp" line="123"/>
        <source>%1 running, %2 done</source>
        <translation>%1 laufen, %2 fertig</translation>
    </message>
</context>
<context>
    <name>asynclab::ReplayCursor</name>
    <message>
        <location filename="../../ui/models/replay.cpp" line="173"/>
        <source>%1 blocked in %2</source>
        <translation>%1 blockiert in %2</translation>
    </message>
    <message>
        <location filename="../../ui/models/replay.cpp" line="174"/>
        <source>%1 blocked in %2, waiting for %3</source>
        <translation>%1 blockiert in %2, wartet auf %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/models/replay.cpp" line="178"/>
        <source>%1 has pushed all its %n op(s)</source>
        <translation>
            <numerusform>%1 hat seine %n Op eingereiht</numerusform>
            <numerusform>%1 hat alle seine %n Ops eingereiht</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/models/replay.cpp" line="182"/>
        <source>%1 has pushed %2 of %3 ops</source>
        <translation>%1 hat %2 von %3 Ops eingereiht</translation>
    </message>
</context>
<context>
    <name>asynclab::RunDialogs</name>
    <message>
        <location filename="../../ui/views/run_dialogs.cpp" line="47"/>
        <source>microseconds an idle worker, or the front end at a sync, spins before it sleeps (Run &gt; Spin Before Sleeping)</source>
        <translation>Mikrosekunden, die ein untätiger Worker oder das Front-End an einem Sync-Punkt aktiv wartet, bevor der Thread schlafen geht (Ausführen &gt; Aktives Warten vor dem Schlafen)</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_dialogs.cpp" line="54"/>
        <source>this machine (real) beside the simulated one (sim), with the simulated CPU the run panel names: cpu=this-machine shows how close the simulator comes to this computer, op by op</source>
        <translation>dieser Rechner (real) neben dem simulierten (sim), mit der CPU, die im Dock „Ausführung“ steht: cpu=this-machine zeigt Op für Op, wie nahe der Simulator diesem Computer kommt</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_dialogs.cpp" line="64"/>
        <source>Compare Two Runs</source>
        <translation>Zwei Läufe vergleichen</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_dialogs.cpp" line="91"/>
        <source>Vary</source>
        <translation>Variieren</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_dialogs.cpp" line="92"/>
        <source>Run A</source>
        <translation>Lauf A</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_dialogs.cpp" line="93"/>
        <source>Run B</source>
        <translation>Lauf B</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_dialogs.cpp" line="96"/>
        <source>Run Both</source>
        <translation>Beide ausführen</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_dialogs.cpp" line="100"/>
        <source>The other settings stay as they are in the run panel.</source>
        <translation>Die übrigen Einstellungen bleiben so, wie sie im Dock „Ausführung“ stehen.</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_dialogs.cpp" line="111"/>
        <source>Export View</source>
        <translation>Ansicht exportieren</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_dialogs.cpp" line="113"/>
        <source>PNG image (*.png);;SVG vector image (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG-Bild (*.png);;SVG-Vektorgrafik (*.svg);;PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_dialogs.cpp" line="118"/>
        <source>Export Size</source>
        <translation>Exportgröße</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_dialogs.cpp" line="123"/>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_dialogs.cpp" line="130"/>
        <source>%1x</source>
        <translation>%1x</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_dialogs.cpp" line="133"/>
        <source>PNG only: pixels per logical pixel (2x for sharp slides on high-DPI projectors)</source>
        <translation>Nur PNG: Pixel pro logischem Pixel (2x für scharfe Folien auf High-DPI-Beamern)</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_dialogs.cpp" line="137"/>
        <source>Width</source>
        <translation>Breite</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_dialogs.cpp" line="138"/>
        <source>Height</source>
        <translation>Höhe</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_dialogs.cpp" line="139"/>
        <source>Resolution</source>
        <translation>Auflösung</translation>
    </message>
</context>
<context>
    <name>asynclab::RunPanel</name>
    <message>
        <location filename="../../ui/views/run_panel.cpp" line="57"/>
        <source>%1 (%2).</source>
        <translation>%1 (%2).</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_panel.cpp" line="114"/>
        <source>The experiment to run, with its section of the chapter.</source>
        <translation>Das auszuführende Experiment mit seinem Abschnitt im Kapitel.</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_panel.cpp" line="118"/>
        <source>Simulated machine</source>
        <translation>Simulierte Maschine</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_panel.cpp" line="119"/>
        <source>This machine</source>
        <translation>Dieser Rechner</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_panel.cpp" line="122"/>
        <source>Sim runs on a modelled CPU and GPU with a deterministic clock; real runs on this computer.</source>
        <translation>Simuliert: auf einer modellierten CPU und GPU mit deterministischer Uhr; real: auf diesem Computer.</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_panel.cpp" line="151"/>
        <source>Scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_panel.cpp" line="152"/>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_panel.cpp" line="156"/>
        <source>&lt;b&gt;Parameters&lt;/b&gt;</source>
        <translation>&lt;b&gt;Parameter&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_panel.cpp" line="195"/>
        <source>From the Network dock...</source>
        <translation>Aus dem Dock „Netz“...</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_panel.cpp" line="198"/>
        <source>The network built in the Network dock (presets, layers, units); click to show it.</source>
        <translation>Das im Dock „Netz“ gebaute Netz (Vorlagen, Schichten, Units); klicken, um es anzuzeigen.</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_panel.cpp" line="222"/>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
</context>
<context>
    <name>asynclab::RunSettingsModel</name>
    <message>
        <location filename="../../ui/models/run_settings.cpp" line="242"/>
        <source>unknown scenario &apos;%1&apos;</source>
        <translation>unbekanntes Szenario &apos;%1&apos;</translation>
    </message>
</context>
<context>
    <name>asynclab::RunStatus</name>
    <message>
        <location filename="../../ui/views/run_status.cpp" line="21"/>
        <source>CPU threads: %1</source>
        <translation>CPU-Threads: %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_status.cpp" line="25"/>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_status.cpp" line="38"/>
        <source>Run failed: %1</source>
        <translation>Lauf fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_status.cpp" line="45"/>
        <location filename="../../ui/views/run_status.cpp" line="53"/>
        <source>Running %1...</source>
        <translation>%1 läuft...</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_status.cpp" line="51"/>
        <source>Paused: the front end waits before its next op (F10 steps one op, F6 resumes)</source>
        <translation>Pausiert: Das Front-End wartet vor seiner nächsten Op (F10 geht eine Op weiter, F6 setzt fort)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/views/run_status.cpp" line="57"/>
        <source>Paused: %n op(s) issued one at a time (F10 for the next, F6 to resume)</source>
        <translation>
            <numerusform>Pausiert: %n Op einzeln abgesetzt (F10 für die nächste, F6 zum Fortsetzen)</numerusform>
            <numerusform>Pausiert: %n Ops einzeln abgesetzt (F10 für die nächste, F6 zum Fortsetzen)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/views/run_status.cpp" line="66"/>
        <source>Stopped %1 early</source>
        <translation>%1 vorzeitig beendet</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_status.cpp" line="67"/>
        <source>Finished %1 in %2</source>
        <translation>%1 in %2 abgeschlossen</translation>
    </message>
</context>
<context>
    <name>asynclab::Scenario</name>
    <message>
        <location filename="../../ui/models/scenario_texts.cpp" line="13"/>
        <source>%1x</source>
        <translation>%1x</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/scenario.cpp" line="102"/>
        <source>non-empty text (at most 1 MiB)</source>
        <translation>nicht leerer Text (höchstens 1 MiB)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/scenario.cpp" line="105"/>
        <source>one of: %1</source>
        <translation>eines von: %1</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/scenario.cpp" line="114"/>
        <source>%1, or %2K with K &gt;= 1</source>
        <translation>%1 oder %2K mit K &gt;= 1</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="63"/>
        <source>the front end got control back after %1 sec, %2 sooner than the work finished (%3 sec)</source>
        <translation>das Front-End hatte die Kontrolle nach %1 s zurück, %2 früher als die Arbeit fertig war (%3 s)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="68"/>
        <source>needs the async variant</source>
        <translation>braucht die Variante async</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="121"/>
        <source>%1 ops were queued without waiting; the front end blocked %2 time(s), only to print z</source>
        <translation>%1 Ops wurden ohne Warten eingereiht; das Front-End blockierte %2-mal, nur um z auszugeben</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="125"/>
        <source>%1 ops were queued without waiting; the front end blocked %2 time(s), and z came out wrong</source>
        <translation>%1 Ops wurden ohne Warten eingereiht; das Front-End blockierte %2-mal, und z kam falsch heraus</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="204"/>
        <source>waitall and wait_to_read took about the same time (ratio %1); numpy and scalar conversion block as well</source>
        <translation>waitall und wait_to_read brauchten etwa gleich lange (Verhältnis %1); auch numpy und die Umwandlung in einen Skalar blockieren</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="210"/>
        <source>needs the waitall and wait_to_read variants</source>
        <translation>braucht die Varianten waitall und wait_to_read</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="272"/>
        <source>needs both variants</source>
        <translation>braucht beide Varianten</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="293"/>
        <source>asynchronous issue was %1 faster than waiting after every op</source>
        <translation>asynchrones Einreihen war %1 schneller als Warten nach jeder Op</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="414"/>
        <source>needs the each and none barriers</source>
        <translation>braucht die Barrieren each und none</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="426"/>
        <source>without a barrier the peak memory above the start was %1 that with a barrier after every batch (%2 MB versus %3 MB), for about the same total time (%4 versus %5 sec)</source>
        <translation>ohne Barriere war die Speicherspitze über dem Start %1 so hoch wie mit einer Barriere nach jedem Batch (%2 MB gegenüber %3 MB), bei etwa gleicher Gesamtzeit (%4 gegenüber %5 s)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="432"/>
        <source>without a barrier the peak memory above the start was %1 that with a barrier after every batch (%2 MB versus %3 MB), for about the same total time (%4 versus %5 sec); the excess grows with the batches queued, each holding its input: try more batches</source>
        <translation>ohne Barriere war die Speicherspitze über dem Start %1 so hoch wie mit einer Barriere nach jedem Batch (%2 MB gegenüber %3 MB), bei etwa gleicher Gesamtzeit (%4 gegenüber %5 s); der Überschuss wächst mit den eingereihten Batches, von denen jeder seine Eingabe hält: versuchen Sie mehr Batches</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="447"/>
        <source>10 random 1000x1000 matrix products: synchronous, issued, and finished</source>
        <translation>10 zufällige Matrixprodukte 1000x1000: synchron, eingereiht und fertig</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="449"/>
        <location filename="../../engine/scenarios/async.cpp" line="477"/>
        <source>matrix size</source>
        <translation>Matrixgröße</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="450"/>
        <location filename="../../engine/scenarios/parallel.cpp" line="171"/>
        <source>products</source>
        <translation>Produkte</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="461"/>
        <source>z = x * y + 2: the ops queue up, the front end waits only to print z</source>
        <translation>z = x * y + 2: die Ops reihen sich ein, das Front-End wartet nur, um z auszugeben</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="465"/>
        <source>times the program runs (the first is shown; total_s times all)</source>
        <translation>wie oft das Programm läuft (der erste Lauf wird gezeigt; total_s misst alle)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="475"/>
        <source>waitall, wait_to_read, numpy and scalar conversion all block</source>
        <translation>waitall, wait_to_read, numpy und die Umwandlung in einen Skalar blockieren alle</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="479"/>
        <source>products per variant (the best time is reported)</source>
        <translation>Produkte je Variante (die beste Zeit wird angegeben)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="490"/>
        <source>10,000 times y = x + 1, waiting after each or only at the end (t1, t2, t3)</source>
        <translation>10.000-mal y = x + 1, mit Warten nach jedem Schritt oder nur am Ende (t1, t2, t3)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="493"/>
        <source>additions</source>
        <translation>Additionen</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="503"/>
        <source>MLP 2048-512-1 training loop with and without a barrier per batch: memory</source>
        <translation>Trainingsschleife eines MLP 2048-512-1 mit und ohne Barriere pro Batch: Speicher</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="507"/>
        <source>all, or one barrier: each batch, none, or lag:K (wait for the loss of K batches earlier)</source>
        <translation>all oder eine Barriere: each (jeder Batch), none oder lag:K (auf den Loss von K Batches zuvor warten)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="512"/>
        <source>minibatches</source>
        <translation>Minibatches</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="514"/>
        <source>rows per minibatch</source>
        <translation>Zeilen pro Minibatch</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="516"/>
        <source>input features</source>
        <translation>Eingabemerkmale</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="518"/>
        <source>units of the first Dense layer</source>
        <translation>Einheiten der ersten Dense-Schicht</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="520"/>
        <source>units of the second Dense layer</source>
        <translation>Einheiten der zweiten Dense-Schicht</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="523"/>
        <source>K of the lag run when barrier=all</source>
        <translation>K des lag-Laufs bei barrier=all</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="525"/>
        <source>print the time every this many batches</source>
        <translation>die Zeit alle so viele Batches ausgeben</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/hardware.cpp" line="70"/>
        <source>GEMM or memory bandwidth figure missing</source>
        <translation>GEMM- oder Speicherbandbreitenwert fehlt</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/hardware.cpp" line="76"/>
        <source>the CPU does %1 FLOPs in the time it reads one float32 from memory, so an op needs that many FLOPs per value read to be compute-bound</source>
        <translation>die CPU schafft %1 FLOPs in der Zeit, in der sie ein float32 aus dem Speicher liest; eine Op braucht also so viele FLOPs pro gelesenem Wert, um rechengebunden zu sein</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/hardware.cpp" line="87"/>
        <source>measure caches, memory bandwidth, GEMM and copies (sim: the presets&apos; figures)</source>
        <translation>Caches, Speicherbandbreite, GEMM und Kopien messen (sim: die Werte der Vorgaben)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/hardware.cpp" line="92"/>
        <source>real: 1 for a probe well under a second (rough figures)</source>
        <translation>real: 1 für eine Messung deutlich unter einer Sekunde (grobe Werte)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/hybrid.cpp" line="97"/>
        <source>the interpreter issued %1 ops, the compiled program %2 (the passes folded %3 nodes into %4)</source>
        <translation>der Interpreter reihte %1 Ops ein, das kompilierte Programm %2 (die Durchläufe falteten %3 Knoten zu %4)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/hybrid.cpp" line="220"/>
        <source>%1 hybridized calls took %2 sec against %3 sec imperative (%4 speedup); the kernels alone take %5 sec</source>
        <translation>%1 hybridisierte Aufrufe brauchten %2 s gegenüber %3 s imperativ (%4 schneller); die Kernel allein brauchen %5 s</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/hybrid.cpp" line="305"/>
        <source>print fired on %1 of %2 imperative calls and on %3 of %2 hybridized calls (only while tracing); the data-dependent branch was refused when hybridized</source>
        <translation>print wurde bei %1 von %2 imperativen Aufrufen ausgelöst und bei %3 von %2 hybridisierten (nur beim Tracing); die datenabhängige Verzweigung wurde hybridisiert abgelehnt</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/hybrid.cpp" line="311"/>
        <source>print fired on %1 of %2 imperative calls and on %3 of %2 hybridized calls (only while tracing); the data-dependent branch was NOT refused when hybridized</source>
        <translation>print wurde bei %1 von %2 imperativen Aufrufen ausgelöst und bei %3 von %2 hybridisierten (nur beim Tracing); die datenabhängige Verzweigung wurde hybridisiert NICHT abgelehnt</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/hybrid.cpp" line="387"/>
        <source>the model re-imported from the symbol JSON and .params file gives the same output (max abs difference %1)</source>
        <translation>das aus dem Symbol-JSON und der .params-Datei neu importierte Modell liefert dieselbe Ausgabe (größte absolute Abweichung %1)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/hybrid.cpp" line="399"/>
        <source>fancy_func run imperatively and compiled: ops issued</source>
        <translation>fancy_func imperativ und kompiliert ausgeführt: eingereihte Ops</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/hybrid.cpp" line="407"/>
        <source>the MLP 512-256-128-2 called 1000 times with and without hybridization: time</source>
        <translation>das MLP 512-256-128-2, 1000-mal aufgerufen, mit und ohne Hybridisierung: Zeit</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/hybrid.cpp" line="412"/>
        <source>forward calls per variant</source>
        <translation>Vorwärtsaufrufe pro Variante</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/hybrid.cpp" line="414"/>
        <source>sim: microseconds the front end spends issuing one op (a Python front end: about 20)</source>
        <translation>sim: Mikrosekunden, die das Front-End für das Einreihen einer Op braucht (ein Python-Front-End: etwa 20)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/hybrid.cpp" line="426"/>
        <source>print inside hybrid_forward fires only when tracing</source>
        <translation>print in hybrid_forward wird nur beim Tracing ausgelöst</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/hybrid.cpp" line="429"/>
        <source>calls imperatively, then hybridized</source>
        <translation>Aufrufe imperativ, dann hybridisiert</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/hybrid.cpp" line="440"/>
        <source>export the hybridized MLP (graph JSON and parameters), import it, compare</source>
        <translation>das hybridisierte MLP exportieren (Graph-JSON und Parameter), importieren, vergleichen</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/hybrid.cpp" line="445"/>
        <source>1: leave my_mlp-symbol.json and my_mlp-0000.params in the current folder, as the chapter&apos;s net.export(&apos;my_mlp&apos;) does</source>
        <translation>1: my_mlp-symbol.json und my_mlp-0000.params im aktuellen Ordner lassen, wie net.export(&apos;my_mlp&apos;) im Kapitel</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/multi_gpu.cpp" line="159"/>
        <source>a step on 2 GPUs took %1 ms, on 1 GPU %2 ms (%3 speedup)</source>
        <translation>ein Schritt auf 2 GPUs dauerte %1 ms, auf 1 GPU %2 ms (%3 schneller)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/multi_gpu.cpp" line="154"/>
        <source>needs two GPUs (sim mode has them)</source>
        <translation>braucht zwei GPUs (im Modus sim gibt es sie)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/multi_gpu.cpp" line="169"/>
        <source>data-parallel training on 1, 2, 4, 8 GPUs: step time and scaling</source>
        <translation>datenparalleles Training auf 1, 2, 4, 8 GPUs: Schrittzeit und Skalierung</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/multi_gpu.cpp" line="175"/>
        <source>GPU counts (k &lt;= 8; real mode: those this machine has)</source>
        <translation>GPU-Anzahlen (k &lt;= 8; im Modus real die, die dieser Rechner hat)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/multi_gpu.cpp" line="178"/>
        <source>minibatch rows, split across the GPUs</source>
        <translation>Zeilen pro Minibatch, auf die GPUs aufgeteilt</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/multi_gpu.cpp" line="181"/>
        <source>sim: the link between GPUs</source>
        <translation>sim: die Verbindung zwischen den GPUs</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/multi_gpu.cpp" line="184"/>
        <source>sim: the link between the CPU and each GPU</source>
        <translation>sim: die Verbindung zwischen der CPU und jeder GPU</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/multi_gpu.cpp" line="186"/>
        <source>sim: the host CPU, whose threads launch the GPUs&apos; ops (this-machine: this CPU&apos;s measured cost per op)</source>
        <translation>sim: die Host-CPU, deren Threads die Ops der GPUs starten (this-machine: die gemessenen Kosten dieser CPU je Op)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/multi_gpu.cpp" line="190"/>
        <source>the all-reduce</source>
        <translation>das All-Reduce</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/multi_gpu.cpp" line="192"/>
        <source>1: all-reduce each layer during backward; 0: after it</source>
        <translation>1: jede Schicht während des Rückwärtsdurchlaufs reduzieren (All-Reduce); 0: danach</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/multi_gpu.cpp" line="195"/>
        <location filename="../../engine/scenarios/scenario.cpp" line="372"/>
        <source>sim: microseconds the front end spends issuing one op</source>
        <translation>sim: Mikrosekunden, die das Front-End für das Einreihen einer Op braucht</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="76"/>
        <source>no sync point inside the loop (one wait_all at the end)</source>
        <translation>kein Sync-Punkt in der Schleife (ein wait_all am Ende)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="78"/>
        <source>%1 after every iteration</source>
        <translation>%1 nach jeder Iteration</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="83"/>
        <source>wait for the output of %1 iterations earlier</source>
        <translation>Warten auf die Ausgabe von vor %1 Iterationen</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="337"/>
        <source>hybridized took %1 sec against %2 sec imperative (%3)</source>
        <translation>hybridisiert dauerte es %1 s gegenüber %2 s imperativ (%3)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="351"/>
        <source>inside the loop the front end waited %1 of the %2 sec it took to issue (%3); the run took %4 sec. Issuing is the bottleneck: the back end waits for the front end</source>
        <translation>in der Schleife wartete das Front-End %1 der %2 s, die das Einreihen dauerte (%3); der Lauf dauerte %4 s. Das Einreihen ist der Engpass: das Back-End wartet auf das Front-End</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="356"/>
        <source>inside the loop the front end waited %1 of the %2 sec it took to issue (%3); the run took %4 sec</source>
        <translation>in der Schleife wartete das Front-End %1 der %2 s, die das Einreihen dauerte (%3); der Lauf dauerte %4 s</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="360"/>
        <source>asynchronous</source>
        <translation>asynchron</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="361"/>
        <source>synchronous</source>
        <translation>synchron</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="363"/>
        <source>no variant ran</source>
        <translation>keine Variante lief</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="371"/>
        <source>your network, forward or training, imperative and hybridized, with a sync point</source>
        <translation>Ihr Netz, vorwärts oder im Training, imperativ und hybridisiert, mit einem Sync-Punkt</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="383"/>
        <source>the sync point after every iteration, or lag:K (wait for the output of K iterations earlier)</source>
        <translation>der Sync-Punkt nach jeder Iteration oder lag:K (auf die Ausgabe von vor K Iterationen warten)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="390"/>
        <source>forward calls, or training steps (L2 loss against random targets, SGD)</source>
        <translation>Vorwärtsaufrufe oder Trainingsschritte (L2-Loss gegen zufällige Ziele, SGD)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="394"/>
        <source>calls or training steps per variant</source>
        <translation>Aufrufe oder Trainingsschritte pro Variante</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="396"/>
        <source>rows per batch; 0: the network&apos;s own</source>
        <translation>Zeilen pro Batch; 0: die des Netzes</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="398"/>
        <source>run imperatively, hybridized, or both one after the other</source>
        <translation>imperativ, hybridisiert oder beides nacheinander ausführen</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="403"/>
        <source>engine mode: asynchronous workers, everything inline, or CPU inline and GPU asynchronous</source>
        <translation>Engine-Modus: asynchrone Worker, alles direkt oder CPU direkt und GPU asynchron</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="408"/>
        <source>CPU worker lanes; 0: one per hardware thread</source>
        <translation>CPU-Worker-Spuren; 0: eine pro Hardware-Thread</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="410"/>
        <source>where the network runs</source>
        <translation>wo das Netz läuft</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="413"/>
        <source>task=train: split each batch over this many GPUs (simulated in sim mode) and sum the gradients with an all-reduce; 0: no data parallelism</source>
        <translation>task=train: jeden Batch auf so viele GPUs aufteilen (im Modus sim simuliert) und die Gradienten mit einem All-Reduce summieren; 0: keine Datenparallelität</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="418"/>
        <source>how data-parallel training combines the gradients</source>
        <translation>wie datenparalleles Training die Gradienten zusammenführt</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="422"/>
        <source>learning rate of the SGD trainer (task=train)</source>
        <translation>Lernrate des SGD-Trainers (task=train)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="424"/>
        <source>random seed of parameters and data</source>
        <translation>Zufallsstartwert für Parameter und Daten</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/parallel.cpp" line="57"/>
        <source>needs the cpu, gpu and both variants</source>
        <translation>braucht die Varianten cpu, gpu und both</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/parallel.cpp" line="63"/>
        <source>both devices together took %1 sec, the sum of their parts %2 sec (%3)</source>
        <translation>beide Geräte zusammen brauchten %1 s, die Summe ihrer Teile %2 s (%3)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/parallel.cpp" line="125"/>
        <source>needs the compute, copy and overlapped variants</source>
        <translation>braucht die Varianten compute, copy und overlapped</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/parallel.cpp" line="131"/>
        <source>computing and copying together took %1 sec, the sum of their parts %2 sec (%3): copies overlap the products</source>
        <translation>Rechnen und Kopieren zusammen brauchten %1 s, die Summe ihrer Teile %2 s (%3): die Kopien überlappen die Produkte</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/parallel.cpp" line="142"/>
        <source>10 matrix products on the CPU and 10 on the GPU, apart and together</source>
        <translation>10 Matrixprodukte auf der CPU und 10 auf der GPU, getrennt und gleichzeitig</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/parallel.cpp" line="147"/>
        <source>CPU matrix size (the chapter&apos;s 2000)</source>
        <translation>Matrixgröße auf der CPU (im Kapitel 2000)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/parallel.cpp" line="149"/>
        <source>GPU matrix size (the chapter: 6000, or 2000 on a small card; 12000 gives a simulated v100 about half the CPU&apos;s time)</source>
        <translation>Matrixgröße auf der GPU (im Kapitel 6000, oder 2000 auf einer kleinen Karte; mit 12000 braucht eine simulierte v100 etwa halb so lange wie die CPU)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/parallel.cpp" line="153"/>
        <source>products per device</source>
        <translation>Produkte pro Gerät</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/parallel.cpp" line="166"/>
        <source>10 GPU matrix products copied back to the CPU, apart and overlapped</source>
        <translation>10 Matrixprodukte auf der GPU, zurück zur CPU kopiert, getrennt und überlappend</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/parallel.cpp" line="170"/>
        <source>GPU matrix size</source>
        <translation>Matrixgröße auf der GPU</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/scenario.cpp" line="108"/>
        <source>an integer in [%1, %2]</source>
        <translation>eine ganze Zahl in [%1, %2]</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/scenario.cpp" line="111"/>
        <source>a number in [%1, %2]</source>
        <translation>eine Zahl in [%1, %2]</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/scenario.cpp" line="177"/>
        <source>held</source>
        <translation>trifft zu</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/scenario.cpp" line="178"/>
        <source>did not hold</source>
        <translation>trifft nicht zu</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/scenario.cpp" line="186"/>
        <source>not checked</source>
        <translation>nicht geprüft</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/scenario.cpp" line="367"/>
        <source>run every variant, or only this one</source>
        <translation>jede Variante ausführen oder nur diese</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/scenario.cpp" line="378"/>
        <source>sim: the simulated GPU</source>
        <translation>sim: die simulierte GPU</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/scenario.cpp" line="384"/>
        <source>sim: the simulated CPU (this-machine: this CPU, measured once and cached; with frontend_us left at its default, the measured front-end cost per op too)</source>
        <translation>sim: die simulierte CPU (this-machine: diese CPU, einmal gemessen und gespeichert; bleibt frontend_us beim Standardwert, auch die gemessenen Front-End-Kosten pro Op)</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/scenario.cpp" line="393"/>
        <source>sim: the link between the CPU and the GPU</source>
        <translation>sim: die Verbindung zwischen CPU und GPU</translation>
    </message>
</context>
<context>
    <name>asynclab::SpanDetails</name>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="30"/>
        <location filename="../../ui/models/span_details.cpp" line="86"/>
        <location filename="../../ui/models/span_details.cpp" line="88"/>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="49"/>
        <source>lane</source>
        <translation>Spur</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="51"/>
        <source>device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="52"/>
        <source>pushed</source>
        <translation>eingereiht</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="53"/>
        <source>start</source>
        <translation>Start</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="54"/>
        <source>end</source>
        <translation>Ende</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="55"/>
        <source>duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="57"/>
        <source>queued</source>
        <translation>wartete</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="58"/>
        <source>%1 after push</source>
        <translation>%1 nach dem Push</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="62"/>
        <source>launched by the host</source>
        <translation>vom Host gestartet</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="63"/>
        <source>at %1 (the launch took %2); the GPU started it %3 later</source>
        <translation>um %1 (der Start dauerte %2); die GPU begann %3 später</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="66"/>
        <source>FLOPs</source>
        <translation>FLOPs</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="67"/>
        <source>bytes</source>
        <translation>Bytes</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="69"/>
        <source>rate</source>
        <translation>Rate</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="82"/>
        <source>+%1 more</source>
        <translation>+%1 weitere</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="83"/>
        <source>waited on</source>
        <translation>wartete auf</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="85"/>
        <source>inside bulk</source>
        <translation>im Bündel</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="86"/>
        <source>failed: it threw</source>
        <translation>fehlgeschlagen: es hat geworfen</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="88"/>
        <source>skipped: an input carried an error</source>
        <translation>übersprungen: eine Eingabe trug einen Fehler</translation>
    </message>
</context>
<context>
    <name>asynclab::StatsView</name>
    <message>
        <location filename="../../ui/views/stats_view.cpp" line="62"/>
        <source>Copy Ops as CSV</source>
        <translation>Ops als CSV kopieren</translation>
    </message>
    <message>
        <location filename="../../ui/views/stats_view.cpp" line="65"/>
        <source>Copy Lanes as CSV</source>
        <translation>Spuren als CSV kopieren</translation>
    </message>
    <message>
        <location filename="../../ui/views/stats_view.cpp" line="75"/>
        <source>Ops</source>
        <translation>Ops</translation>
    </message>
    <message>
        <location filename="../../ui/views/stats_view.cpp" line="78"/>
        <source>Lanes</source>
        <translation>Spuren</translation>
    </message>
    <message>
        <location filename="../../ui/views/stats_view.cpp" line="90"/>
        <source>Copy as CSV</source>
        <translation>Als CSV kopieren</translation>
    </message>
    <message>
        <location filename="../../ui/views/stats_view.cpp" line="91"/>
        <source>Copy the table shown as CSV (times in microseconds)</source>
        <translation>Die gezeigte Tabelle als CSV kopieren (Zeiten in Mikrosekunden)</translation>
    </message>
    <message>
        <location filename="../../ui/views/stats_view.cpp" line="108"/>
        <source>Ctrl+drag on the timeline selects a range and the lanes it crosses; Escape clears it</source>
        <translation>Strg+Ziehen in der Zeitleiste wählt einen Bereich und die Spuren, die er kreuzt; Escape hebt die Auswahl auf</translation>
    </message>
    <message>
        <location filename="../../ui/views/stats_view.cpp" line="129"/>
        <source>No trace yet.</source>
        <translation>Noch keine Spur.</translation>
    </message>
    <message>
        <location filename="../../ui/views/stats_view.cpp" line="137"/>
        <source>%1 to %2 (%3)</source>
        <translation>%1 bis %2 (%3)</translation>
    </message>
    <message>
        <location filename="../../ui/views/stats_view.cpp" line="141"/>
        <source>Area: %1, %2 lanes</source>
        <translation>Bereich: %1, %2 Spuren</translation>
    </message>
    <message>
        <location filename="../../ui/views/stats_view.cpp" line="142"/>
        <source>Visible: %1, every lane</source>
        <translation>Sichtbar: %1, alle Spuren</translation>
    </message>
    <message>
        <location filename="../../ui/views/stats_view.cpp" line="143"/>
        <source>The area selected on the timeline; Escape there clears it</source>
        <translation>Der in der Zeitleiste gewählte Bereich; Escape dort hebt ihn auf</translation>
    </message>
    <message>
        <location filename="../../ui/views/stats_view.cpp" line="144"/>
        <source>What the timeline shows; Ctrl+drag on it selects an area</source>
        <translation>Was die Zeitleiste zeigt; Strg+Ziehen darin wählt einen Bereich</translation>
    </message>
</context>
<context>
    <name>asynclab::SummaryView</name>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="80"/>
        <source>Whether this run shows what the chapter describes.</source>
        <translation>Ob dieser Lauf zeigt, was das Kapitel beschreibt.</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="84"/>
        <source>Metric</source>
        <translation>Metrik</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="84"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="90"/>
        <source>The numbers the scenario measured, in the order it reports them.</source>
        <translation>Die vom Szenario gemessenen Zahlen in der Reihenfolge, in der es sie meldet.</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="106"/>
        <source>One row per lane of the run: how many ops ran and how busy it was.</source>
        <translation>Eine Zeile pro Spur des Laufs: wie viele Ops liefen und wie stark sie ausgelastet war.</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="118"/>
        <source>Where each lane&apos;s time went over the whole run: computing, copying and communicating; a device lane idle because its ops waited for other ops, were ready but not started, or because the front end had pushed nothing; a front end running or blocked at sync points</source>
        <translation>Wohin die Zeit jeder Spur über den ganzen Lauf ging: Rechnen, Kopieren und Kommunizieren; eine Gerätespur im Leerlauf, weil ihre Ops auf andere Ops warteten, bereit waren, aber nicht begannen, oder weil das Front-End nichts geschoben hatte; ein Front-End, das läuft oder an Sync-Punkten blockiert</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="151"/>
        <source>Metrics (%1)</source>
        <translation>Metriken (%1)</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="152"/>
        <source>Lanes (%1)</source>
        <translation>Spuren (%1)</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="153"/>
        <source>Where the Time Went</source>
        <translation>Wohin die Zeit ging</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="154"/>
        <source>Selection</source>
        <translation>Auswahl</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="199"/>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2): %3 of simulated time, worked out in %4</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2): %3 simulierte Zeit, berechnet in %4</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="201"/>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2): %3 wall time</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2): %3 Laufzeit</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="202"/>
        <source>, &lt;i&gt;stopped early&lt;/i&gt;</source>
        <translation>, &lt;i&gt;vorzeitig beendet&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="203"/>
        <source>, values not computed (timing only)</source>
        <translation>, Werte nicht berechnet (nur Zeiten)</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="216"/>
        <source>&lt;span style=&apos;color:%1&apos;&gt;&lt;b&gt;%2&lt;/b&gt;&lt;/span&gt; %3</source>
        <translation>&lt;span style=&apos;color:%1&apos;&gt;&lt;b&gt;%2&lt;/b&gt;&lt;/span&gt; %3</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="61"/>
        <source>Holds:</source>
        <translation>Trifft zu:</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="60"/>
        <source>Not checked:</source>
        <translation>Nicht geprüft:</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="62"/>
        <source>Does not hold:</source>
        <translation>Trifft nicht zu:</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="66"/>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="232"/>
        <source>No run yet: pick a scenario and press Run.</source>
        <translation>Noch kein Lauf: ein Szenario wählen und „Ausführen“ drücken.</translation>
    </message>
</context>
<context>
    <name>asynclab::TimeBreakdownChart</name>
    <message>
        <location filename="../../ui/views/time_breakdown_chart.cpp" line="26"/>
        <source>computing</source>
        <translation>Rechnen</translation>
    </message>
    <message>
        <location filename="../../ui/views/time_breakdown_chart.cpp" line="27"/>
        <source>copying</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <location filename="../../ui/views/time_breakdown_chart.cpp" line="28"/>
        <source>communicating</source>
        <translation>Kommunizieren</translation>
    </message>
    <message>
        <location filename="../../ui/views/time_breakdown_chart.cpp" line="29"/>
        <source>waiting for dependencies</source>
        <translation>wartet auf Abhängigkeiten</translation>
    </message>
    <message>
        <location filename="../../ui/views/time_breakdown_chart.cpp" line="30"/>
        <source>ready, not started</source>
        <translation>bereit, nicht begonnen</translation>
    </message>
    <message>
        <location filename="../../ui/views/time_breakdown_chart.cpp" line="31"/>
        <source>idle, waiting for the front end</source>
        <translation>Leerlauf, wartet auf das Front-End</translation>
    </message>
    <message>
        <location filename="../../ui/views/time_breakdown_chart.cpp" line="32"/>
        <source>front end running</source>
        <translation>Front-End läuft</translation>
    </message>
    <message>
        <location filename="../../ui/views/time_breakdown_chart.cpp" line="33"/>
        <source>front end blocked at sync points</source>
        <translation>Front-End an Sync-Punkten blockiert</translation>
    </message>
    <message>
        <location filename="../../ui/views/time_breakdown_chart.cpp" line="108"/>
        <source>No run yet</source>
        <translation>Noch kein Lauf</translation>
    </message>
    <message>
        <location filename="../../ui/views/time_breakdown_chart.cpp" line="168"/>
        <source>%1: %2 %3 (%4 %)</source>
        <translation>%1: %2 %3 (%4 %)</translation>
    </message>
</context>
<context>
    <name>asynclab::TimeRangeStack</name>
    <message>
        <location filename="../../ui/models/time_range.cpp" line="11"/>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <location filename="../../ui/models/time_range.cpp" line="14"/>
        <source>Show the time range shown before the last zoom or pan</source>
        <translation>Den Zeitbereich zeigen, der vor dem letzten Zoomen oder Verschieben zu sehen war</translation>
    </message>
    <message>
        <location filename="../../ui/models/time_range.cpp" line="15"/>
        <source>&amp;Forward</source>
        <translation>&amp;Vorwärts</translation>
    </message>
    <message>
        <location filename="../../ui/models/time_range.cpp" line="18"/>
        <source>Show again the time range Back left</source>
        <translation>Den Zeitbereich wieder zeigen, den Zurück verlassen hat</translation>
    </message>
    <message>
        <location filename="../../ui/models/time_range.cpp" line="19"/>
        <source>&amp;Fit</source>
        <translation>&amp;Einpassen</translation>
    </message>
    <message>
        <location filename="../../ui/models/time_range.cpp" line="21"/>
        <source>Show the whole run</source>
        <translation>Den ganzen Lauf zeigen</translation>
    </message>
</context>
<context>
    <name>asynclab::TimelineView</name>
    <message>
        <location filename="../../ui/views/plot_elements.cpp" line="149"/>
        <source>blocked (sync)</source>
        <translation>blockiert (Sync)</translation>
    </message>
    <message>
        <location filename="../../ui/views/plot_elements.cpp" line="152"/>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="66"/>
        <source>Search ops by name (Ctrl+F)</source>
        <translation>Ops nach Namen suchen (Strg+F)</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="69"/>
        <location filename="../../ui/views/timeline_view.cpp" line="869"/>
        <source>Ops whose name holds this text are outlined; Enter goes to the next, Shift+Enter to the previous</source>
        <translation>Ops, deren Name diesen Text enthält, werden umrandet; Enter springt zum nächsten, Umschalt+Enter zum vorigen</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="74"/>
        <source>Regex</source>
        <translation>Regex</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="76"/>
        <source>Read the search as a regular expression (case insensitive)</source>
        <translation>Die Suche als regulären Ausdruck lesen (ohne Groß-/Kleinschreibung)</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="79"/>
        <source>Filter</source>
        <translation>Filter</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="81"/>
        <source>Dim every op that does not match</source>
        <translation>Jeden nicht passenden Op abblenden</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="85"/>
        <source>Previous match (Shift+Enter)</source>
        <translation>Vorheriger Treffer (Umschalt+Enter)</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="89"/>
        <source>Next match (Enter)</source>
        <translation>Nächster Treffer (Enter)</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="220"/>
        <source>&amp;Fit</source>
        <translation>&amp;Einpassen</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="221"/>
        <source>Zoom &amp;In</source>
        <translation>&amp;Vergrößern</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="223"/>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="225"/>
        <source>Follow &amp;Live</source>
        <translation>&amp;Live folgen</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="230"/>
        <source>Hide &amp;Idle Lanes</source>
        <translation>Leere Spuren aus&amp;blenden</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="234"/>
        <source>Leave out the lanes where nothing has run (a device&apos;s copy engines, a CPU the run did not use); they come back as soon as an op runs there</source>
        <translation>Spuren auslassen, auf denen nichts gelaufen ist (die Kopier-Engines eines Geräts, eine CPU, die der Lauf nicht genutzt hat); sie erscheinen wieder, sobald dort eine Operation läuft</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="242"/>
        <source>&amp;Find Ops...</source>
        <translation>Ops &amp;finden...</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="415"/>
        <source>%1 (%2 lanes)</source>
        <translation>%1 (%2 Spuren)</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="829"/>
        <source>&lt;b&gt;blocked: %1&lt;/b&gt; on %2&lt;br&gt;duration %3</source>
        <translation>&lt;b&gt;blockiert: %1&lt;/b&gt; auf %2&lt;br&gt;Dauer %3</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="833"/>
        <source>&lt;br&gt;awaited: %1</source>
        <translation>&lt;br&gt;gewartet auf: %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="834"/>
        <source>&lt;br&gt;at %1</source>
        <translation>&lt;br&gt;Stelle: %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="835"/>
        <source>&lt;br&gt;last op: #%1</source>
        <translation>&lt;br&gt;letzte Op: #%1</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="868"/>
        <source>Not a valid regular expression: %1</source>
        <translation>Kein gültiger regulärer Ausdruck: %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="880"/>
        <source>Invalid regex: %1</source>
        <translation>Ungültiger Regex: %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="881"/>
        <source>No matches</source>
        <translation>Keine Treffer</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="883"/>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="884"/>
        <source>%1 matches</source>
        <translation>%1 Treffer</translation>
    </message>
</context>
<context>
    <name>asynclab::WindowActions</name>
    <message>
        <location filename="../../ui/window_actions.cpp" line="47"/>
        <source>Export Timeline as %1...</source>
        <translation>Timeline als %1 exportieren...</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="48"/>
        <source>Save the timeline as it is shown now as a %1 file</source>
        <translation>Die Timeline so, wie sie gerade angezeigt wird, als %1-Datei speichern</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="55"/>
        <source>&amp;Timeline...</source>
        <translation>&amp;Timeline...</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="56"/>
        <source>&amp;Memory Chart...</source>
        <translation>&amp;Speicherdiagramm...</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="57"/>
        <source>Dependency &amp;Graph...</source>
        <translation>Abhängigkeits&amp;graph...</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="58"/>
        <source>&amp;Comparison...</source>
        <translation>&amp;Vergleich...</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="62"/>
        <source>Save this view as PNG, SVG or PDF at a size you choose</source>
        <translation>Diese Ansicht als PNG, SVG oder PDF in wählbarer Größe speichern</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="65"/>
        <source>Export &amp;Trace...</source>
        <translation>&amp;Trace exportieren...</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="66"/>
        <source>Save the last run as a Chrome trace for Perfetto or chrome://tracing</source>
        <translation>Den letzten Lauf als Chrome-Trace für Perfetto oder chrome://tracing speichern</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="69"/>
        <source>Open &amp;Python Script...</source>
        <translation>&amp;Python-Skript öffnen...</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="70"/>
        <source>Open a Python script (mxnet, torch, d2l) in the Code dock, to run its cells on AsyncLab&apos;s engine</source>
        <translation>Ein Python-Skript (mxnet, torch, d2l) im Dock „Code“ öffnen, um seine Zellen auf der Engine von AsyncLab auszuführen</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="72"/>
        <source>Save P&amp;ython Script</source>
        <translation>P&amp;ython-Skript speichern</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="73"/>
        <source>Save the Code dock&apos;s script (Ctrl+S in the editor)</source>
        <translation>Das Skript im Dock „Code“ speichern (Strg+S im Editor)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="75"/>
        <source>Save Python Script &amp;As...</source>
        <translation>Python-Skript speichern &amp;unter...</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="76"/>
        <source>Save the Code dock&apos;s script under another name</source>
        <translation>Das Skript im Dock „Code“ unter einem anderen Namen speichern</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="77"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="77"/>
        <source>Quit AsyncLab</source>
        <translation>AsyncLab beenden</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="89"/>
        <source>&amp;About AsyncLab</source>
        <translation>Über &amp;AsyncLab</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="90"/>
        <source>Version, license and build information</source>
        <translation>Version, Lizenz und Build-Informationen</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="97"/>
        <source>&amp;Collapse Device Lanes</source>
        <translation>&amp;Geräte-Spuren zusammenklappen</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="98"/>
        <source>Draw each device&apos;s lanes on one row (click a device&apos;s label to toggle one)</source>
        <translation>Die Spuren jedes Geräts in einer Zeile zeichnen (ein Klick auf die Beschriftung eines Geräts klappt es einzeln um)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="99"/>
        <source>&amp;Expand Device Lanes</source>
        <translation>Geräte-Spuren &amp;aufklappen</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="100"/>
        <source>One row per lane again</source>
        <translation>Wieder eine Zeile pro Spur</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="103"/>
        <source>&amp;System</source>
        <translation>&amp;System</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="103"/>
        <source>Follow the desktop&apos;s colours</source>
        <translation>Den Farben des Desktops folgen</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="104"/>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="105"/>
        <source>Dark text on light backgrounds (good for printed slides)</source>
        <translation>Dunkle Schrift auf hellem Hintergrund (gut für gedruckte Folien)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="106"/>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="107"/>
        <source>Light text on dark backgrounds (good for a darkened lecture hall)</source>
        <translation>Helle Schrift auf dunklem Hintergrund (gut für einen abgedunkelten Hörsaal)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="115"/>
        <source>Teacher &amp;Mode</source>
        <translation>Lehr&amp;modus</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="116"/>
        <source>For a class: predictions are asked of the room, each run&apos;s result stays hidden until Reveal, and the fonts are large enough for a projector</source>
        <translation>Für den Unterricht: Vorhersagen werden dem Raum gestellt, das Ergebnis jedes Laufs bleibt bis „Auflösen“ verborgen, und die Schrift ist groß genug für einen Projektor</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="120"/>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="121"/>
        <source>Replay the run at the speed chosen beside the slider (Ctrl+Space)</source>
        <translation>Den Lauf mit der neben dem Regler gewählten Geschwindigkeit wiedergeben (Strg+Leertaste)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="124"/>
        <source>Previous</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="125"/>
        <source>Back to the previous instant an op started or ended (,)</source>
        <translation>Zurück zum vorigen Moment, in dem eine Op begann oder endete (,)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="128"/>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="129"/>
        <source>On to the next instant an op starts or ends (.)</source>
        <translation>Weiter zum nächsten Moment, in dem eine Op beginnt oder endet (.)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="130"/>
        <source>End</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="131"/>
        <source>End the replay: the views show the whole run again</source>
        <translation>Die Wiedergabe beenden: die Ansichten zeigen wieder den ganzen Lauf</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="135"/>
        <source>System &amp;Language</source>
        <translation>&amp;Sprache des Systems</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="136"/>
        <source>The desktop&apos;s language, where AsyncLab has it</source>
        <translation>Die Sprache des Desktops, sofern AsyncLab sie spricht</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="143"/>
        <source>The interface and the lessons in %1</source>
        <translation>Oberfläche und Lektionen auf %1</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="152"/>
        <location filename="../../ui/window_actions.cpp" line="271"/>
        <source>&amp;Run</source>
        <translation>A&amp;usführen</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="153"/>
        <source>Run the selected scenario with these parameters (Ctrl+R).</source>
        <translation>Das gewählte Szenario mit diesen Parametern ausführen (Ctrl+R).</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="155"/>
        <source>&amp;Stop</source>
        <translation>&amp;Stopp</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="156"/>
        <source>Stop the run at its next check; what ran so far is shown (Esc).</source>
        <translation>Den Lauf bei der nächsten Prüfung beenden; was bis dahin lief, wird angezeigt (Esc).</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="158"/>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="159"/>
        <source>Hold the front end before its next op; the engine finishes what is already queued (F6; again to resume).</source>
        <translation>Das Front-End vor seiner nächsten Op anhalten; die Engine arbeitet ab, was schon eingereiht ist (F6; erneut zum Fortsetzen).</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="162"/>
        <source>S&amp;tep</source>
        <translation>&amp;Einzelschritt</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="163"/>
        <source>Let the front end issue exactly one more op, then hold it again (F10).</source>
        <translation>Das Front-End genau eine weitere Op absetzen lassen und dann wieder anhalten (F10).</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="165"/>
        <source>&amp;Compare...</source>
        <translation>&amp;Vergleichen...</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="166"/>
        <source>Run the scenario twice with one setting changed (sync versus async, imperative versus hybridized) and show both on one time axis (Ctrl+Shift+R).</source>
        <translation>Das Szenario zweimal mit einer geänderten Einstellung ausführen (synchron vs. asynchron, imperativ vs. hybridisiert) und beide Läufe auf einer gemeinsamen Zeitachse zeigen (Ctrl+Shift+R).</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="170"/>
        <source>Show &amp;Hybridized Graph</source>
        <translation>&amp;Hybridisierten Graphen anzeigen</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="171"/>
        <source>Trace the Network dock&apos;s network and show its graph before and after each optimization pass (Ctrl+G).</source>
        <translation>Das Netz aus dem Dock „Netz“ tracen und seinen Graphen vor und nach jedem Optimierungsdurchlauf zeigen (Ctrl+G).</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="174"/>
        <source>Run C&amp;ell</source>
        <translation>&amp;Zelle ausführen</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="178"/>
        <source>Run Cell and Ad&amp;vance</source>
        <translation>Zelle ausführen und &amp;weiter</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="182"/>
        <source>Run &amp;All Cells</source>
        <translation>&amp;Alle Zellen ausführen</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="186"/>
        <source>Restart P&amp;ython</source>
        <translation>P&amp;ython neu starten</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="175"/>
        <source>Run the Code dock&apos;s cell that holds the cursor, in the namespace the cells before left (Ctrl+Enter).</source>
        <translation>Die Zelle im Dock „Code“ ausführen, in der der Cursor steht, im Namensraum, den die Zellen davor hinterlassen haben (Strg+Eingabe).</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="42"/>
        <source>&amp;Open...</source>
        <translation>Ö&amp;ffnen...</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="43"/>
        <source>Open a Chrome trace (.json, .json.gz), a session, an MXNet symbol or a Python script: AsyncLab recognises which by its content</source>
        <translation>Einen Chrome-Trace (.json, .json.gz), eine Sitzung, ein MXNet-Symbol oder ein Python-Skript öffnen: AsyncLab erkennt am Inhalt, was es ist</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="79"/>
        <source>&amp;Save Session</source>
        <translation>Sitzung &amp;speichern</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="80"/>
        <source>Save the network, the run settings and the last run in the session&apos;s file (a new session asks for one)</source>
        <translation>Das Netz, die Laufeinstellungen und den letzten Lauf in der Datei der Sitzung speichern (eine neue Sitzung fragt nach einer)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="83"/>
        <source>Save Session &amp;As...</source>
        <translation>Sitzung speichern &amp;unter...</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="84"/>
        <source>Save the network, the run settings and the last run in another file</source>
        <translation>Das Netz, die Laufeinstellungen und den letzten Lauf in einer anderen Datei speichern</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="86"/>
        <source>&amp;Manual</source>
        <translation>&amp;Handbuch</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="87"/>
        <source>The Lesson dock: the chapter step by step, each step with its run (F1)</source>
        <translation>Das Lektionsfenster: das Kapitel Schritt für Schritt, jeder Schritt mit seinem Lauf (F1)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="92"/>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="93"/>
        <source>The version of Qt AsyncLab runs on, and its license</source>
        <translation>Die Qt-Version, auf der AsyncLab läuft, und ihre Lizenz</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="179"/>
        <source>Run the cell that holds the cursor, then move to the next cell (Shift+Enter).</source>
        <translation>Die Zelle mit dem Cursor ausführen, dann zur nächsten Zelle gehen (Umschalt+Eingabe).</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="183"/>
        <source>Run every cell of the script, from the first, one after another (Ctrl+Shift+Enter).</source>
        <translation>Alle Zellen des Skripts nacheinander ausführen, von der ersten an (Strg+Umschalt+Eingabe).</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="187"/>
        <source>Forget every variable the cells made and start on a fresh engine, with mxnet, torch and d2l imported anew.</source>
        <translation>Alle Variablen vergessen, die die Zellen angelegt haben, und auf einer frischen Engine beginnen, mit neu importiertem mxnet, torch und d2l.</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="191"/>
        <source>Run Cell</source>
        <translation>Zelle ausführen</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="192"/>
        <source>Run, Next</source>
        <translation>Ausführen, weiter</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="193"/>
        <source>Run All</source>
        <translation>Alle ausführen</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="194"/>
        <source>Restart</source>
        <translation>Neu starten</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="196"/>
        <source>Time GPU Ops on the &amp;Device</source>
        <translation>GPU-Ops auf dem &amp;Gerät messen</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="197"/>
        <source>On a real GPU, place each op where the GPU ran it, from timing events recorded around it, as Nsight Systems shows kernels. Off: where the host launched it. Applies from the next run.</source>
        <translation>Auf einer echten GPU jede Op dort einzeichnen, wo die GPU sie ausgeführt hat, anhand von Timing-Events rund um die Op, so wie Nsight Systems Kernels zeigt. Aus: dort, wo der Host sie gestartet hat. Gilt ab dem nächsten Lauf.</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="202"/>
        <source>Skip the &amp;Math (Timing Only)</source>
        <translation>&amp;Mathematik überspringen (nur Zeiten)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="203"/>
        <source>In simulated runs, put every op on the clock and account its memory without computing it, so that a large network or a long loop finishes in seconds. Times and memory stay the same; values are not computed (scenarios and networks that print values or branch on them compute them anyway). Applies from the next run.</source>
        <translation>In simulierten Läufen jede Operation auf die Uhr setzen und ihren Speicher verbuchen, ohne sie zu berechnen, sodass ein großes Netz oder eine lange Schleife in Sekunden fertig ist. Zeiten und Speicher bleiben gleich; Werte werden nicht berechnet (Szenarien und Netze, die Werte ausgeben oder nach ihnen verzweigen, berechnen sie trotzdem). Gilt ab dem nächsten Lauf.</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="209"/>
        <source>Sleep at &amp;Once</source>
        <translation>&amp;Sofort schlafen</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="210"/>
        <source>Threads sleep as soon as they run out of work: every hand-over between the front end and a worker goes through the kernel</source>
        <translation>Threads schlafen, sobald ihnen die Arbeit ausgeht: Jede Übergabe zwischen Front-End und Worker läuft über den Kernel</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="212"/>
        <source>Spin %1 µs (&amp;Default)</source>
        <translation>%1 µs aktiv warten (Stan&amp;dard)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="213"/>
        <source>A few times what a sleep and a wake-up cost: ops that follow each other closely never pay it</source>
        <translation>Ein paar Mal so lang, wie Schlafen und Aufwecken kosten: Ops, die dicht aufeinander folgen, zahlen diesen Preis nie</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="215"/>
        <source>Spin &amp;200 µs</source>
        <translation>&amp;200 µs aktiv warten</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="215"/>
        <source>Longer gaps between ops are bridged too</source>
        <translation>Auch längere Lücken zwischen Ops werden überbrückt</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="216"/>
        <source>Spin &amp;1 ms</source>
        <translation>&amp;1 ms aktiv warten</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="217"/>
        <source>Idle threads hold their cores for up to a millisecond</source>
        <translation>Untätige Threads belegen ihre Kerne bis zu einer Millisekunde lang</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="223"/>
        <location filename="../../ui/window_actions.cpp" line="341"/>
        <source>&amp;Other...</source>
        <translation>&amp;Anderer Wert...</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="225"/>
        <source>Any budget from 0 to %1 µs</source>
        <translation>Beliebige Dauer von 0 bis %1 µs</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="234"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="243"/>
        <source>&amp;Export View</source>
        <translation>Ansicht e&amp;xportieren</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="250"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="258"/>
        <source>&amp;Theme</source>
        <translation>&amp;Farbschema</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="261"/>
        <source>Re&amp;play</source>
        <translation>&amp;Wiedergabe</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="265"/>
        <source>L&amp;anguage</source>
        <translation>Sp&amp;rache</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="280"/>
        <source>&amp;Spin Before Sleeping</source>
        <translation>&amp;Aktives Warten vor dem Schlafen</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="284"/>
        <source>How long an idle worker, or the front end waiting at a sync, watches for work on its core before it sleeps. Waking a sleeping thread costs the waker microseconds (the Summary counts them as cpu_wakeups). Applies from the next run.</source>
        <translation>Wie lange ein untätiger Worker oder das an einem Sync-Punkt wartende Front-End auf seinem Kern aktiv nach Arbeit Ausschau hält (Spinning), bevor der Thread schlafen geht. Einen schlafenden Thread zu wecken kostet den Weckenden Mikrosekunden (die Zusammenfassung zählt sie als cpu_wakeups). Gilt ab dem nächsten Lauf.</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="292"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="341"/>
        <source>&amp;Other (%1 µs)...</source>
        <translation>&amp;Anderer Wert (%1 µs)...</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="354"/>
        <source>Spin Before Sleeping</source>
        <translation>Aktives Warten vor dem Schlafen</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="355"/>
        <source>Microseconds an idle thread spins before it sleeps (0 to %1):</source>
        <translation>Mikrosekunden, die ein untätiger Thread aktiv wartet, bevor er schläft (0 bis %1):</translation>
    </message>
</context>
</TS>
