<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>asynclab::MainWindow</name>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="43"/>
        <source>Hybridization</source>
        <translation>Hybridisierung</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="44"/>
        <source>Interpreters run a program one statement at a time and are easy to debug; compilers see the whole graph and can fuse, reorder and drop work. Hybridization turns imperative model code into a symbolic graph.</source>
        <translation>Interpreter führen ein Programm Anweisung für Anweisung aus und sind leicht zu debuggen; Compiler sehen den ganzen Graphen und können Arbeit zusammenfassen, umordnen und weglassen. Hybridisierung macht aus imperativem Modellcode einen symbolischen Graphen.</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="48"/>
        <source>Asynchronous computation</source>
        <translation>Asynchrone Berechnung</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="49"/>
        <source>The front end only queues operations and returns at once; a backend engine runs them as their inputs become ready. Sync points such as reading a value or waiting for all work make the front end block.</source>
        <translation>Das Front-End reiht Operationen nur ein und kehrt sofort zurück; eine Backend-Engine führt sie aus, sobald ihre Eingaben bereit sind. Synchronisationspunkte wie das Auslesen eines Werts oder das Warten auf alle Arbeit lassen das Front-End blockieren.</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="53"/>
        <source>Automatic parallelism</source>
        <translation>Automatische Parallelität</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="54"/>
        <source>Because the engine knows which operations depend on which, independent work on the CPU and on several GPUs runs at the same time without any extra code.</source>
        <translation>Weil die Engine weiß, welche Operationen voneinander abhängen, läuft unabhängige Arbeit auf der CPU und auf mehreren GPUs ohne zusätzlichen Code gleichzeitig.</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="58"/>
        <source>Overlapping compute and communication</source>
        <translation>Rechnen und Kommunikation überlappen</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="59"/>
        <source>Copies between host and devices use their own streams, so results can travel while the next computation is already running.</source>
        <translation>Kopien zwischen Host und Geräten nutzen eigene Streams, sodass Ergebnisse übertragen werden, während die nächste Berechnung schon läuft.</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="62"/>
        <source>Hardware</source>
        <translation>Hardware</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="63"/>
        <source>Caches, memory, buses and accelerators each have their own latency and bandwidth; knowing the numbers explains what is fast and what is not.</source>
        <translation>Caches, Speicher, Busse und Beschleuniger haben jeweils eigene Latenzen und Bandbreiten; wer die Zahlen kennt, versteht, was schnell ist und was nicht.</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="66"/>
        <source>Training on multiple GPUs</source>
        <translation>Training auf mehreren GPUs</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="67"/>
        <source>Data parallelism splits each minibatch across devices and sums the gradients, by all-reduce or through a parameter server.</source>
        <translation>Datenparallelität teilt jeden Minibatch auf die Geräte auf und summiert die Gradienten, per All-Reduce oder über einen Parameterserver.</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="129"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="132"/>
        <source>Quit AsyncLab</source>
        <translation>AsyncLab beenden</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="135"/>
        <source>&amp;About AsyncLab</source>
        <translation>Über &amp;AsyncLab</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="137"/>
        <source>Version, license and build information</source>
        <translation>Version, Lizenz und Build-Informationen</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="142"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="146"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="153"/>
        <source>CPU threads: %1</source>
        <translation>CPU-Threads: %1</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="157"/>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="178"/>
        <source>See how a deep-learning engine executes your code: a hands-on companion to the chapter &quot;Computational Performance&quot; of Dive into Deep Learning.</source>
        <translation>Sehen Sie, wie eine Deep-Learning-Engine Ihren Code ausführt: ein praktischer Begleiter zum Kapitel „Computational Performance“ von Dive into Deep Learning.</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="192"/>
        <source>The topics AsyncLab covers:</source>
        <translation>Die Themen, die AsyncLab behandelt:</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="219"/>
        <source>Read the chapter online: &lt;a href=&quot;%1&quot;&gt;%1&lt;/a&gt;</source>
        <translation>Das Kapitel online lesen: &lt;a href=&quot;%1&quot;&gt;%1&lt;/a&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="243"/>
        <source>&lt;h3&gt;AsyncLab %1&lt;/h3&gt;&lt;p&gt;An interactive companion to the chapter &quot;Computational Performance&quot; of Dive into Deep Learning, with an embedded asynchronous execution engine.&lt;/p&gt;&lt;p&gt;License: GPL-3.0-or-later. This program comes with ABSOLUTELY NO WARRANTY.&lt;/p&gt;&lt;p&gt;Built with Qt %2 (running on Qt %3).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;AsyncLab %1&lt;/h3&gt;&lt;p&gt;Ein interaktiver Begleiter zum Kapitel „Computational Performance“ von Dive into Deep Learning, mit eingebauter asynchroner Ausführungs-Engine.&lt;/p&gt;&lt;p&gt;Lizenz: GPL-3.0-or-later. Dieses Programm wird OHNE JEDE GEWÄHRLEISTUNG bereitgestellt.&lt;/p&gt;&lt;p&gt;Erstellt mit Qt %2 (läuft mit Qt %3).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="253"/>
        <source>About AsyncLab</source>
        <translation>Über AsyncLab</translation>
    </message>
</context>
</TS>
