<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>QObject</name>
    <message>
        <location filename="../../ui/models/session.cpp" line="211"/>
        <source>Could not write %1.</source>
        <translation>无法写入%1。</translation>
    </message>
    <message>
        <location filename="../../ui/models/session.cpp" line="343"/>
        <source>Could not save the session: %1</source>
        <translation>无法保存会话：%1</translation>
    </message>
    <message>
        <location filename="../../ui/models/session.cpp" line="348"/>
        <location filename="../../ui/models/session.cpp" line="354"/>
        <source>Could not write %1: %2</source>
        <translation>无法写入%1：%2</translation>
    </message>
    <message>
        <location filename="../../ui/models/session.cpp" line="367"/>
        <source>%1: no such file</source>
        <translation>%1：文件不存在</translation>
    </message>
    <message>
        <location filename="../../ui/models/session.cpp" line="368"/>
        <source>%1: is a folder, not a session file</source>
        <translation>%1：这是一个文件夹，不是会话文件</translation>
    </message>
    <message>
        <location filename="../../ui/models/session.cpp" line="370"/>
        <source>%1: the file is %2 MB, more than the %3 MB a session may have</source>
        <translation>%1：文件大小为%2 MB，超过了会话文件允许的上限%3 MB</translation>
    </message>
    <message>
        <location filename="../../ui/models/session.cpp" line="377"/>
        <source>%1: cannot be read: %2</source>
        <translation>%1：无法读取：%2</translation>
    </message>
    <message>
        <location filename="../../ui/models/session.cpp" line="382"/>
        <source>%1: the file is larger than the %2 MB a session may have</source>
        <translation>%1：文件大小超过了会话文件允许的上限%2 MB</translation>
    </message>
    <message>
        <location filename="../../ui/models/session.cpp" line="389"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>asynclab::CodeController</name>
    <message>
        <location filename="../../ui/code_controller.cpp" line="46"/>
        <source>This build of AsyncLab has no Python front end, so cells cannot run: it was built without python3-dev and pybind11-dev (scripts/install-deps.sh installs them). Scripts can still be opened, edited and saved.</source>
        <translation>此版本的AsyncLab没有Python前端，因此无法运行单元格：构建时缺少python3-dev和pybind11-dev（scripts/install-deps.sh会安装它们）。脚本仍可打开、编辑和保存。</translation>
    </message>
</context>
<context>
    <name>asynclab::CodeView</name>
    <message>
        <location filename="../../ui/views/code_view.cpp" line="34"/>
        <source>GPUs:</source>
        <translation>GPU：</translation>
    </message>
    <message>
        <location filename="../../ui/views/code_view.cpp" line="42"/>
        <source>GPUs of the simulated machine the cells run on (sim mode): d2l.try_all_gpus() finds them. A started kernel keeps its own until Restart Python.</source>
        <translation>单元格所运行的模拟机器上的GPU数量（模拟模式）：d2l.try_all_gpus()会找到它们。已启动的内核保留自己的数量，直到重启Python。</translation>
    </message>
    <message>
        <location filename="../../ui/views/code_view.cpp" line="99"/>
        <source>Cannot read %1: %2</source>
        <translation>无法读取%1：%2</translation>
    </message>
    <message>
        <location filename="../../ui/views/code_view.cpp" line="113"/>
        <source>Cannot write %1: %2</source>
        <translation>无法写入%1：%2</translation>
    </message>
    <message>
        <location filename="../../ui/views/code_view.cpp" line="140"/>
        <source>Not saved yet</source>
        <translation>尚未保存</translation>
    </message>
</context>
<context>
    <name>asynclab::CompareController</name>
    <message>
        <location filename="../../ui/compare_controller.cpp" line="15"/>
        <source>A comparison is running already.</source>
        <translation>已有一个比较正在运行。</translation>
    </message>
    <message>
        <location filename="../../ui/compare_controller.cpp" line="24"/>
        <source>Compare: %1 must be a whole number of microseconds from 0 to %2, not &apos;%3&apos;</source>
        <translation>比较：%1必须是0到%2之间的整数微秒数，而不是“%3”</translation>
    </message>
    <message>
        <location filename="../../ui/compare_controller.cpp" line="31"/>
        <source>Compare: %1 must be real or sim, not &apos;%2&apos;</source>
        <translation>比较：%1必须是real或sim，而不是“%2”</translation>
    </message>
    <message>
        <location filename="../../ui/compare_controller.cpp" line="35"/>
        <source>%1 has no parameter &apos;%2&apos; to compare</source>
        <translation>%1没有可供比较的参数“%2”</translation>
    </message>
    <message>
        <location filename="../../ui/compare_controller.cpp" line="39"/>
        <location filename="../../ui/compare_controller.cpp" line="41"/>
        <source>Compare: %1</source>
        <translation>比较：%1</translation>
    </message>
</context>
<context>
    <name>asynclab::CompareView</name>
    <message>
        <location filename="../../ui/views/compare_view.cpp" line="125"/>
        <source>Each measure for both runs, their difference (B - A) and ratio (B / A).</source>
        <translation>两次运行的各项度量，以及它们的差值（B - A）和比值（B / A）。</translation>
    </message>
    <message>
        <location filename="../../ui/views/compare_view.cpp" line="131"/>
        <source>&amp;Fit</source>
        <translation>适应窗口(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../ui/views/compare_view.cpp" line="132"/>
        <source>Zoom &amp;In</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <location filename="../../ui/views/compare_view.cpp" line="134"/>
        <source>Zoom &amp;Out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../ui/views/compare_view.cpp" line="196"/>
        <source>%1 versus %2</source>
        <translation>%1 对比 %2</translation>
    </message>
    <message>
        <location filename="../../ui/views/compare_view.cpp" line="342"/>
        <source> (no run)</source>
        <translation>（未运行）</translation>
    </message>
    <message>
        <location filename="../../ui/views/compare_view.cpp" line="351"/>
        <location filename="../../ui/views/compare_view.cpp" line="362"/>
        <source>wall %1</source>
        <translation>总用时 %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/compare_view.cpp" line="353"/>
        <source>issue %1</source>
        <translation>发出 %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/compare_view.cpp" line="356"/>
        <source>blocked %1</source>
        <translation>阻塞 %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/views/compare_view.cpp" line="358"/>
        <source>%n ops</source>
        <translation>
            <numerusform>%n个运算</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/views/compare_view.cpp" line="363"/>
        <source>, %1 A</source>
        <translation>，为A的%1</translation>
    </message>
    <message>
        <location filename="../../ui/views/compare_view.cpp" line="449"/>
        <source>run</source>
        <translation>运行</translation>
    </message>
    <message>
        <location filename="../../ui/views/compare_view.cpp" line="454"/>
        <source>&lt;b&gt;blocked: %1&lt;/b&gt;&lt;br&gt;%2, %3&lt;br&gt;duration %4</source>
        <translation>&lt;b&gt;阻塞：%1&lt;/b&gt;&lt;br&gt;%2，%3&lt;br&gt;持续 %4</translation>
    </message>
</context>
<context>
    <name>asynclab::Comparison</name>
    <message>
        <location filename="../../ui/models/comparison.cpp" line="200"/>
        <source>time in %1</source>
        <translation>%1的用时</translation>
    </message>
    <message>
        <location filename="../../ui/models/comparison.cpp" line="201"/>
        <source>median %1</source>
        <translation>%1的用时中位数</translation>
    </message>
    <message>
        <location filename="../../ui/models/comparison.cpp" line="241"/>
        <source>wall time</source>
        <translation>总用时</translation>
    </message>
    <message>
        <location filename="../../ui/models/comparison.cpp" line="243"/>
        <source>front-end issue time</source>
        <translation>前端发出用时</translation>
    </message>
    <message>
        <location filename="../../ui/models/comparison.cpp" line="245"/>
        <source>blocked at sync points</source>
        <translation>在同步点阻塞的时间</translation>
    </message>
    <message>
        <location filename="../../ui/models/comparison.cpp" line="246"/>
        <source>ops</source>
        <translation>运算数</translation>
    </message>
    <message>
        <location filename="../../ui/models/comparison.cpp" line="247"/>
        <source>utilization %1</source>
        <translation>利用率 %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/comparison.cpp" line="248"/>
        <source>peak memory %1</source>
        <translation>内存峰值 %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/comparison.cpp" line="249"/>
        <source>metric %1</source>
        <translation>指标 %1</translation>
    </message>
</context>
<context>
    <name>asynclab::ComparisonModel</name>
    <message>
        <location filename="../../ui/models/comparison.cpp" line="371"/>
        <source>Measure</source>
        <translation>度量</translation>
    </message>
</context>
<context>
    <name>asynclab::Counter</name>
    <message>
        <location filename="../../ui/views/timeline_plottable.cpp" line="694"/>
        <source>max %1</source>
        <translation>最大 %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/labels.cpp" line="59"/>
        <source>queue depth</source>
        <translation>队列深度</translation>
    </message>
    <message>
        <location filename="../../ui/models/labels.cpp" line="61"/>
        <source>memory %1</source>
        <translation>内存 %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/labels.cpp" line="64"/>
        <source>resident</source>
        <translation>常驻内存</translation>
    </message>
</context>
<context>
    <name>asynclab::DepGraph</name>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="35"/>
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="36"/>
        <source>ready</source>
        <translation>就绪</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="37"/>
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="38"/>
        <source>done</source>
        <translation>已完成</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="39"/>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="208"/>
        <source>Op dependencies</source>
        <translation>运算之间的依赖关系</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="221"/>
        <source>%1 most recent of %2 ops</source>
        <translation>%2个运算中最近的%1个</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="228"/>
        <source>no ops</source>
        <translation>没有运算</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="239"/>
        <source>iteration %1 of %2 (ops pushed between sync points): %3 ops</source>
        <translation>第%1次迭代，共%2次（两个同步点之间入队的运算）：%3个运算</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="293"/>
        <source> (+%1 earlier they waited on)</source>
        <translation>（另加它们所等待的%1个更早的运算）</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="319"/>
        <location filename="../../ui/models/dep_graph.cpp" line="470"/>
        <source>op</source>
        <translation>运算</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="320"/>
        <source>id</source>
        <translation>ID</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="321"/>
        <source>kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="328"/>
        <source>shown as</source>
        <translation>显示为</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="329"/>
        <source>outside the window: ops in it waited on it</source>
        <translation>窗口之外：窗口内的运算等待过它</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="353"/>
        <source>; %1 dependencies on earlier ops not shown</source>
        <translation>；未显示对更早运算的%1个依赖</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="467"/>
        <source>node</source>
        <translation>节点</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="468"/>
        <source>name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="471"/>
        <source>parameter</source>
        <translation>参数</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="471"/>
        <source>data input</source>
        <translation>数据输入</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="482"/>
        <source>inputs</source>
        <translation>输入</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="485"/>
        <source>shape</source>
        <translation>形状</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="487"/>
        <source>FLOPs</source>
        <translation>FLOPs</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="489"/>
        <source>bytes</source>
        <translation>字节数</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="496"/>
        <source>, in place over its first input</source>
        <translation>，原地覆盖其第一个输入</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="497"/>
        <source>buffer</source>
        <translation>缓冲区</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="502"/>
        <source>program</source>
        <translation>程序</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="506"/>
        <location filename="../../ui/models/dep_graph.cpp" line="576"/>
        <source>merges</source>
        <translation>合并了</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="519"/>
        <source>attributes</source>
        <translation>属性</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="529"/>
        <source>parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="531"/>
        <source>output</source>
        <translation>输出</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="531"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="534"/>
        <location filename="../../ui/models/dep_graph.cpp" line="584"/>
        <source>next pass</source>
        <translation>下一个优化步骤</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="534"/>
        <source>removes or merges it</source>
        <translation>将其删除或合并</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="552"/>
        <source>%1 nodes, %2 ops</source>
        <translation>%1个节点，%2个运算</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="555"/>
        <source> (%1 parameters in the tooltips)</source>
        <translation>（%1个参数显示在工具提示中）</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="577"/>
        <source>fused by</source>
        <translation>融合它的优化步骤</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="585"/>
        <source>%1 removes or merges it</source>
        <translation>%1会将其删除或合并</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="588"/>
        <source>Step %1/%2: %3</source>
        <translation>步骤 %1/%2：%3</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="603"/>
        <source>no such file</source>
        <translation>文件不存在</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="610"/>
        <source>the file is empty</source>
        <translation>文件为空</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="619"/>
        <source>not a readable MXNet symbol file: %1</source>
        <translation>不是可读取的MXNet符号文件：%1</translation>
    </message>
    <message>
        <location filename="../../ui/models/dep_graph.cpp" line="621"/>
        <source>the graph has no nodes</source>
        <translation>该图没有节点</translation>
    </message>
</context>
<context>
    <name>asynclab::FileKind</name>
    <message>
        <location filename="../../ui/models/file_kind.cpp" line="126"/>
        <source>%1: no such file</source>
        <translation>%1：文件不存在</translation>
    </message>
    <message>
        <location filename="../../ui/models/file_kind.cpp" line="127"/>
        <source>%1: is a folder, not a file</source>
        <translation>%1：是文件夹，不是文件</translation>
    </message>
    <message>
        <location filename="../../ui/models/file_kind.cpp" line="130"/>
        <source>%1: cannot be read: %2</source>
        <translation>%1：无法读取：%2</translation>
    </message>
    <message>
        <location filename="../../ui/models/file_kind.cpp" line="133"/>
        <source>%1: not a file AsyncLab opens (a Chrome trace, .json or .json.gz; a session, .asynclab; an MXNet -symbol.json; a Python script, .py)</source>
        <translation>%1：不是AsyncLab能打开的文件（Chrome跟踪文件，.json或.json.gz；会话，.asynclab；MXNet的-symbol.json；Python脚本，.py）</translation>
    </message>
    <message>
        <location filename="../../ui/models/file_kind.cpp" line="141"/>
        <source>Everything AsyncLab opens (*.json *.json.gz *.gz *.asynclab *.py);;Chrome traces (*.json *.json.gz *.gz);;AsyncLab sessions (*.asynclab);;MXNet symbols (*-symbol.json *.json);;Python scripts (*.py);;All files (*)</source>
        <translation>AsyncLab能打开的所有文件 (*.json *.json.gz *.gz *.asynclab *.py);;Chrome跟踪文件 (*.json *.json.gz *.gz);;AsyncLab会话 (*.asynclab);;MXNet符号 (*-symbol.json *.json);;Python脚本 (*.py);;所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>asynclab::GraphView</name>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="81"/>
        <source>Run ops</source>
        <translation>本次运行的运算</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="82"/>
        <source>Hybridized graph</source>
        <translation>hybridize后的计算图</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="83"/>
        <source>MXNet symbol</source>
        <translation>MXNet符号</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="84"/>
        <source>What the graph shows</source>
        <translation>图中显示的内容</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="98"/>
        <source>Most recent</source>
        <translation>最近</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="99"/>
        <source>Iteration</source>
        <translation>迭代</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="101"/>
        <source>Most recent: the last ops pushed. Iteration: the ops pushed between two sync points of the program (wait_to_read, waitall, asnumpy, item, print)</source>
        <translation>最近：最后入队的运算。迭代：程序中两个同步点（wait_to_read、waitall、asnumpy、item、print）之间入队的运算</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="106"/>
        <source> ops</source>
        <translation> 个运算</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="110"/>
        <source>last</source>
        <translation>最后</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="111"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="114"/>
        <source>States of the ops at this time of the run</source>
        <translation>运行到此时刻时各运算的状态</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="115"/>
        <source>Live</source>
        <translation>实时</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="116"/>
        <source>States at the end of the run so far, following it</source>
        <translation>显示运行到目前为止末尾处的状态，并随运行更新</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="120"/>
        <source>at</source>
        <translation>时刻</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="157"/>
        <source>The graph before the passes (traced) and after each pass</source>
        <translation>优化步骤之前（追踪得到）的图，以及每个优化步骤之后的图</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="159"/>
        <source>Step</source>
        <translation>步骤</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="170"/>
        <source>Open Symbol…</source>
        <translation>打开符号文件…</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="171"/>
        <source>Open an MXNet symbol JSON file (prefix-symbol.json)</source>
        <translation>打开MXNet符号JSON文件（prefix-symbol.json）</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="174"/>
        <location filename="../../ui/views/graph_view.cpp" line="178"/>
        <source>Open MXNet symbol</source>
        <translation>打开MXNet符号</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="174"/>
        <source>MXNet symbol (*.json);;All files (*)</source>
        <translation>MXNet符号 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="187"/>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="188"/>
        <source>Show weights and biases as nodes (else in the tooltips)</source>
        <translation>将权重和偏差显示为节点（否则显示在工具提示中）</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="194"/>
        <source>Fit</source>
        <translation>适应窗口</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="195"/>
        <source>Show the whole graph (double click)</source>
        <translation>显示整张图（双击）</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="197"/>
        <source>+</source>
        <translation>+</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="198"/>
        <source>Zoom in</source>
        <translation>放大</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="200"/>
        <source>−</source>
        <translation>−</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="201"/>
        <source>Zoom out</source>
        <translation>缩小</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="253"/>
        <source>no file</source>
        <translation>无文件</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="411"/>
        <source>No hybridized graph yet: run a hybridized network</source>
        <translation>还没有hybridize后的计算图：请运行一个hybridize后的网络</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="422"/>
        <source>No symbol file: open an MXNet prefix-symbol.json</source>
        <translation>没有符号文件：请打开MXNet的prefix-symbol.json</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="434"/>
        <source>No run yet: run a scenario or open a trace</source>
        <translation>还没有运行：请运行一个场景或打开跟踪文件</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="496"/>
        <source>states at the end (live): %1</source>
        <translation>末尾处的状态（实时）：%1</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="496"/>
        <source>states at %1</source>
        <translation>%1时的状态</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="499"/>
        <source>layout: %1</source>
        <translation>布局：%1</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="503"/>
        <location filename="../../ui/views/graph_view.cpp" line="894"/>
        <source>laying out…</source>
        <translation>正在布局…</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="663"/>
        <source>state</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="717"/>
        <source>bulk / fused</source>
        <translation>打包 / 融合</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="720"/>
        <source>earlier op it waited on</source>
        <translation>它所等待的更早运算</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="723"/>
        <source>op</source>
        <translation>运算</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="724"/>
        <source>fused op</source>
        <translation>融合运算</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="727"/>
        <source>input / parameter</source>
        <translation>输入 / 参数</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="729"/>
        <source>constant</source>
        <translation>常量</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="732"/>
        <source>removed or merged by the next pass</source>
        <translation>将被下一个优化步骤删除或合并</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="870"/>
        <source>Nothing to show</source>
        <translation>没有可显示的内容</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="872"/>
        <source>Laying out %1 nodes…</source>
        <translation>正在为%1个节点布局…</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="991"/>
        <source>Dependency graph</source>
        <translation>依赖关系图</translation>
    </message>
    <message>
        <location filename="../../ui/views/graph_view.cpp" line="1055"/>
        <location filename="../../ui/views/graph_view.cpp" line="1057"/>
        <source>AsyncLab dependency graph</source>
        <translation>AsyncLab依赖关系图</translation>
    </message>
</context>
<context>
    <name>asynclab::Lane</name>
    <message>
        <location filename="../../ui/models/labels.cpp" line="36"/>
        <source>front end %1</source>
        <translation>前端 %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/labels.cpp" line="39"/>
        <source>%1 compute %2</source>
        <translation>%1 计算 %2</translation>
    </message>
    <message>
        <location filename="../../ui/models/labels.cpp" line="43"/>
        <source>%1 copy h2d</source>
        <translation>%1 复制 h2d</translation>
    </message>
    <message>
        <location filename="../../ui/models/labels.cpp" line="45"/>
        <source>%1 copy d2h</source>
        <translation>%1 复制 d2h</translation>
    </message>
    <message>
        <location filename="../../ui/models/labels.cpp" line="47"/>
        <source>%1 copy peer</source>
        <translation>%1 对等复制</translation>
    </message>
</context>
<context>
    <name>asynclab::LaneStatsTableModel</name>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="120"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="135"/>
        <source>Lane</source>
        <translation>通道</translation>
    </message>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="136"/>
        <source>Busy</source>
        <translation>忙碌</translation>
    </message>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="137"/>
        <source>Idle</source>
        <translation>空闲</translation>
    </message>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="138"/>
        <source>Blocked</source>
        <translation>阻塞</translation>
    </message>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="142"/>
        <source>Some op ran on the lane</source>
        <translation>该通道上有运算在执行</translation>
    </message>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="143"/>
        <source>Neither busy nor blocked</source>
        <translation>既不忙碌也不阻塞</translation>
    </message>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="145"/>
        <source>Front end: waiting at sync points. Device lane: nothing ran although an op pushed to it was ready (its inputs done)</source>
        <translation>前端：在同步点等待。设备通道：虽然推送到它的某个运算已就绪（其输入已完成），却没有运算在执行</translation>
    </message>
</context>
<context>
    <name>asynclab::LaneTableModel</name>
    <message>
        <location filename="../../ui/models/trace_model.cpp" line="237"/>
        <source>Union of the lane&apos;s op intervals</source>
        <translation>该通道上各运算时间区间的并集</translation>
    </message>
    <message>
        <location filename="../../ui/models/trace_model.cpp" line="247"/>
        <source>Lane</source>
        <translation>通道</translation>
    </message>
    <message>
        <location filename="../../ui/models/trace_model.cpp" line="248"/>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <location filename="../../ui/models/trace_model.cpp" line="249"/>
        <source>Ops</source>
        <translation>运算数</translation>
    </message>
    <message>
        <location filename="../../ui/models/trace_model.cpp" line="250"/>
        <source>Busy</source>
        <translation>忙碌时间</translation>
    </message>
    <message>
        <location filename="../../ui/models/trace_model.cpp" line="251"/>
        <source>Utilization</source>
        <translation>利用率</translation>
    </message>
</context>
<context>
    <name>asynclab::LessonView</name>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="67"/>
        <source>The chapter&apos;s sections, each a lesson</source>
        <translation>本章的各节，每节一课</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="79"/>
        <source>Previous</source>
        <translation>上一步</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="79"/>
        <source>Next</source>
        <translation>下一步</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="124"/>
        <source>Set Up This Run</source>
        <translation>设置本次运行</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="127"/>
        <source>Puts the step&apos;s run in the run panel (and its network in the Network dock); then press Run</source>
        <translation>把这一步的运行设置填入“运行”面板（并把它的网络放入“网络”面板）；然后按“运行”</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="356"/>
        <source>Predict before you run</source>
        <translation>先预测，再运行</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="155"/>
        <source>(your guess)</source>
        <translation>（你的估计）</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="113"/>
        <source>Open in Code Editor</source>
        <translation>在代码编辑器中打开</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="115"/>
        <source>Put this code (the tab shown) into the Code dock as a new cell, to run it on AsyncLab&apos;s engine and change it</source>
        <translation>把这段代码（当前显示的标签页）作为新单元格放入“代码”面板，以便在AsyncLab的引擎上运行并修改它</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="166"/>
        <location filename="../../ui/views/lesson_view.cpp" line="359"/>
        <source>Reveal</source>
        <translation>揭晓</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="168"/>
        <source>Show the room what the run measured, beside its answer</source>
        <translation>向全班展示运行测得的结果，与大家的回答放在一起</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="174"/>
        <source>What the run shows</source>
        <translation>运行结果说明了什么</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="228"/>
        <source>%1, step %2 (%3)</source>
        <translation>%1，第%2步（%3）</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="230"/>
        <source>%1, what the steps take as given (%2)</source>
        <translation>%1，各步骤共用的准备代码（%2）</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="267"/>
        <source>&lt;b&gt;Step %1 of %2&lt;/b&gt;: %3</source>
        <translation>&lt;b&gt;第%1步，共%2步&lt;/b&gt;：%3</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="282"/>
        <source>Exercise:</source>
        <translation>练习：</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="286"/>
        <source>What to look at:</source>
        <translation>观察要点：</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="287"/>
        <source>&lt;p&gt;Read the chapter online: &lt;a href=&quot;%1&quot;&gt;%1&lt;/a&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;在线阅读本章：&lt;a href=&quot;%1&quot;&gt;%1&lt;/a&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="355"/>
        <source>Ask the room before you run</source>
        <translation>运行之前先问全班</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="359"/>
        <source>Reveal (after the run)</source>
        <translation>揭晓（运行之后）</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="378"/>
        <source>no answer</source>
        <translation>未作答</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="386"/>
        <source>not measured</source>
        <translation>未测得</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="388"/>
        <source>You said: &lt;b&gt;%1&lt;/b&gt;.&lt;br&gt;%2: &lt;b&gt;%3&lt;/b&gt;</source>
        <translation>你的回答：&lt;b&gt;%1&lt;/b&gt;。&lt;br&gt;%2：&lt;b&gt;%3&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="391"/>
        <source>&lt;br&gt;The run says: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>&lt;br&gt;运行结果：&lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="395"/>
        <source>&lt;br&gt;&lt;i&gt;Predict before the next run to test your intuition.&lt;/i&gt;</source>
        <translation>&lt;br&gt;&lt;i&gt;下次运行前先做预测，检验你的直觉。&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="397"/>
        <source>&lt;br&gt;&lt;font color=&apos;#2e7d32&apos;&gt;&lt;b&gt;Right.&lt;/b&gt;&lt;/font&gt;</source>
        <translation>&lt;br&gt;&lt;font color=&apos;#2e7d32&apos;&gt;&lt;b&gt;答对了。&lt;/b&gt;&lt;/font&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="398"/>
        <source>&lt;br&gt;&lt;font color=&apos;#c62828&apos;&gt;&lt;b&gt;Not this time.&lt;/b&gt;&lt;/font&gt;</source>
        <translation>&lt;br&gt;&lt;font color=&apos;#c62828&apos;&gt;&lt;b&gt;这次没答对。&lt;/b&gt;&lt;/font&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="402"/>
        <source>&lt;br&gt;%1: %2 before, %3 now: %4</source>
        <translation>&lt;br&gt;%1：之前%2，现在%3：%4</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="406"/>
        <source>as expected</source>
        <translation>符合预期</translation>
    </message>
    <message>
        <location filename="../../ui/views/lesson_view.cpp" line="406"/>
        <source>not as expected</source>
        <translation>不符合预期</translation>
    </message>
</context>
<context>
    <name>asynclab::LoadProgress</name>
    <message>
        <location filename="../../ui/views/load_progress.cpp" line="26"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../ui/views/load_progress.cpp" line="27"/>
        <source>Stop reading the file; the window keeps what it shows</source>
        <translation>停止读取该文件；窗口保留当前显示的内容</translation>
    </message>
    <message>
        <location filename="../../ui/views/load_progress.cpp" line="49"/>
        <source>Opening %1</source>
        <translation>正在打开%1</translation>
    </message>
</context>
<context>
    <name>asynclab::MainWindow</name>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="134"/>
        <source>Timeline</source>
        <translation>时间线</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="148"/>
        <source>lesson file %1</source>
        <translation>课程文件 %1</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="209"/>
        <source>Hybridized Graph</source>
        <translation>hybridize后的计算图</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="232"/>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="235"/>
        <source>Lesson</source>
        <translation>课程</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="238"/>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="249"/>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="258"/>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="267"/>
        <source>Output</source>
        <translation>输出</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="271"/>
        <source>Dependency Graph</source>
        <translation>依赖关系图</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="280"/>
        <source>Code</source>
        <translation>代码</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="291"/>
        <source>Compare</source>
        <translation>比较</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="337"/>
        <location filename="../../ui/mainwindow.cpp" line="432"/>
        <location filename="../../ui/mainwindow.cpp" line="548"/>
        <source>error: %1</source>
        <translation>错误：%1</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="338"/>
        <source>The run failed: %1</source>
        <translation>运行失败：%1</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="348"/>
        <source>this step&apos;s run does not fit this version&apos;s scenarios</source>
        <translation>这一步的运行设置与当前版本的场景不匹配</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="350"/>
        <source>Cannot set up the step: %1</source>
        <translation>无法设置这一步：%1</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="351"/>
        <source>The step&apos;s run is set up: predict, then press Run (Ctrl+R)</source>
        <translation>这一步的运行已设置好：先做预测，再按“运行”（Ctrl+R）</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="428"/>
        <source>Stopped (KeyboardInterrupt): what the cells made before stays in the namespace.</source>
        <translation>已停止（KeyboardInterrupt）：单元格此前创建的内容仍保留在命名空间中。</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="430"/>
        <source>Stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="448"/>
        <source>No Python</source>
        <translation>无Python</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="454"/>
        <source>%1, GPUs: %2</source>
        <translation>%1，GPU：%2</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="459"/>
        <source>Python (%1): running</source>
        <translation>Python（%1）：正在运行</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="461"/>
        <source>Python (%1): not started</source>
        <translation>Python（%1）：尚未启动</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="463"/>
        <source>Python (%1), cells run: %2</source>
        <translation>Python（%1），已运行单元格：%2</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="465"/>
        <source>The cells run one after another in one namespace, on one engine, until Restart Python: a variable one cell makes is there for the next.</source>
        <translation>各单元格在同一个命名空间中、同一个引擎上依次运行，直到“重启Python”：一个单元格创建的变量可供下一个单元格使用。</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="476"/>
        <source>, Restart for %1</source>
        <translation>，重启后改用%1</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="558"/>
        <location filename="../../ui/mainwindow.cpp" line="717"/>
        <source>Running %1...</source>
        <translation>正在运行%1...</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="566"/>
        <source>Stopping...</source>
        <translation>正在停止...</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="586"/>
        <source>Resume</source>
        <translation>继续</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="586"/>
        <source>&amp;Pause</source>
        <translation>暂停(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="623"/>
        <source>Compare stopped</source>
        <translation>比较已停止</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="642"/>
        <source>This run put no operations on the engine: its numbers are in the Summary and the Output.</source>
        <translation>这次运行没有把任何运算放到引擎上：它的数值在“摘要”和“输出”中。</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="648"/>
        <source>Compared %1 with %2</source>
        <translation>已比较%1与%2</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="663"/>
        <source>Compare: running %1=%2, then %1=%3</source>
        <translation>比较：先运行%1=%2，再运行%1=%3</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="684"/>
        <location filename="../../ui/mainwindow.cpp" line="728"/>
        <location filename="../../ui/mainwindow.cpp" line="853"/>
        <location filename="../../ui/mainwindow.cpp" line="906"/>
        <source>A run is in progress; stop it first.</source>
        <translation>有一次运行正在进行，请先停止它。</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="700"/>
        <source>Nothing to run here: only blank lines and comments.</source>
        <translation>这里没有可运行的内容：只有空行和注释。</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="710"/>
        <source>In [%1]: %2, all cells</source>
        <translation>In [%1]：%2，全部单元格</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="711"/>
        <source>In [%1]: %2, line %3</source>
        <translation>In [%1]：%2，第%3行</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="719"/>
        <source>The cells could not start.</source>
        <translation>单元格无法开始运行。</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="731"/>
        <source>Python restarted: a fresh namespace and engine for the next cell.</source>
        <translation>Python已重启：下一个单元格将使用全新的命名空间和引擎。</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="732"/>
        <source>Python restarted</source>
        <translation>Python已重启</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="793"/>
        <source>The code is a new cell at the end of the Code dock&apos;s script: Ctrl+Enter runs it</source>
        <translation>这段代码已成为“代码”面板中脚本末尾的新单元格：按Ctrl+Enter运行它</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="820"/>
        <source>Open Python Script</source>
        <translation>打开Python脚本</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="820"/>
        <location filename="../../ui/mainwindow.cpp" line="838"/>
        <source>Python scripts (*.py);;All files (*)</source>
        <translation>Python脚本 (*.py);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="828"/>
        <location filename="../../ui/mainwindow.cpp" line="837"/>
        <location filename="../../ui/mainwindow.cpp" line="842"/>
        <source>Save Python Script</source>
        <translation>保存Python脚本</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="866"/>
        <source>Trace %1</source>
        <translation>跟踪文件 %1</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="814"/>
        <location filename="../../ui/mainwindow.cpp" line="869"/>
        <location filename="../../ui/mainwindow.cpp" line="948"/>
        <source>Opened %1</source>
        <translation>已打开%1</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="264"/>
        <source>What the scenario or the Code dock&apos;s cells print, like the chapter&apos;s notebook cells. Click a line of the script (script.py:12) to show it in the Code dock.</source>
        <translation>场景或“代码”面板中的单元格打印的内容，就像本章笔记本中的单元格一样。点击脚本中的某一行（script.py:12）即可在“代码”面板中显示它。</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="874"/>
        <source>There is no run to export yet.</source>
        <translation>还没有可以导出的运行。</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="880"/>
        <source>Export Timeline</source>
        <translation>导出时间线</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="881"/>
        <source>%1 files (*.%2)</source>
        <translation>%1文件 (*.%2)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="889"/>
        <source>Export Trace</source>
        <translation>导出跟踪文件</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="890"/>
        <source>Chrome traces (*.json)</source>
        <translation>Chrome跟踪文件 (*.json)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="918"/>
        <location filename="../../ui/mainwindow.cpp" line="960"/>
        <location filename="../../ui/mainwindow.cpp" line="1032"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="930"/>
        <source>Opened session %1</source>
        <translation>已打开会话%1</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="1077"/>
        <location filename="../../ui/mainwindow.cpp" line="1091"/>
        <location filename="../../ui/mainwindow.cpp" line="1115"/>
        <source>Save Session</source>
        <translation>保存会话</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="1091"/>
        <source>AsyncLab sessions (*.asynclab);;All files (*)</source>
        <translation>AsyncLab会话 (*.asynclab);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="1078"/>
        <location filename="../../ui/mainwindow.cpp" line="1158"/>
        <location filename="../../ui/mainwindow.cpp" line="1186"/>
        <source>Could not write %1.</source>
        <translation>无法写入%1。</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="115"/>
        <source>Press Run (Ctrl+R): each operation the scenario puts on the engine appears here as a bar, on the lane (thread or device) that ran it.</source>
        <translation>按“运行”（Ctrl+R）：场景放到引擎上的每个运算都会在这里显示为一个条形，位于运行它的通道（线程或设备）上。</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="478"/>
        <source>The run panel&apos;s mode and the GPUs asked for are %1: Restart Python to run the cells there.</source>
        <translation>“运行”面板的模式和所选的GPU数量是%1：重启Python即可在那里运行单元格。</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="831"/>
        <location filename="../../ui/mainwindow.cpp" line="845"/>
        <location filename="../../ui/mainwindow.cpp" line="1083"/>
        <location filename="../../ui/mainwindow.cpp" line="1160"/>
        <location filename="../../ui/mainwindow.cpp" line="1200"/>
        <source>Saved %1</source>
        <translation>已保存%1</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="966"/>
        <location filename="../../ui/mainwindow.cpp" line="994"/>
        <location filename="../../ui/mainwindow.cpp" line="1024"/>
        <location filename="../../ui/mainwindow.cpp" line="1032"/>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="969"/>
        <source>Cannot open %1: a run is in progress; stop it first.</source>
        <translation>无法打开%1：有一次运行正在进行，请先停止它。</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="977"/>
        <source>Opening %1...</source>
        <translation>正在打开%1...</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="1025"/>
        <source>Cannot show %1: a run started meanwhile; open it again once the run is over.</source>
        <translation>无法显示%1：期间开始了一次运行；运行结束后请重新打开。</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="1035"/>
        <source>Stopped opening %1; the window shows what it showed before.</source>
        <translation>已停止打开%1；窗口仍显示之前的内容。</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="1111"/>
        <source>The network and the last run are not saved in a session.</source>
        <translation>网络和上一次运行尚未保存到会话中。</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="1112"/>
        <source>%1 has changes to the network or the last run that are not saved.</source>
        <translation>%1中的网络或上一次运行有尚未保存的更改。</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="1118"/>
        <source>Save them before they are gone?</source>
        <translation>在丢失之前保存它们吗？</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="1169"/>
        <source>%1 hybridized (%2)</source>
        <translation>%1 hybridize后（%2）</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="1180"/>
        <source>Unknown view &apos;%1&apos; (timeline, memory, graph, compare).</source>
        <translation>未知视图“%1”（可选：timeline、memory、graph、compare）。</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="1184"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="1198"/>
        <source>Export View</source>
        <translation>导出视图</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="1239"/>
        <source>Teacher mode: ask the room, run, then press Reveal (Ctrl+Return)</source>
        <translation>教师模式：先问全班，再运行，然后按“揭晓”（Ctrl+Return）</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="1240"/>
        <source>Teacher mode is off</source>
        <translation>教师模式已关闭</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="1336"/>
        <source>&lt;h3&gt;AsyncLab %1&lt;/h3&gt;&lt;p&gt;An interactive companion to the chapter &quot;Computational Performance&quot; of Dive into Deep Learning, with an embedded asynchronous execution engine.&lt;/p&gt;&lt;p&gt;License: GPL-3.0-or-later. This program comes with ABSOLUTELY NO WARRANTY.&lt;/p&gt;&lt;p&gt;Built with Qt %2 (running on Qt %3).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;AsyncLab %1&lt;/h3&gt;&lt;p&gt;《动手学深度学习》（Dive into Deep Learning）“计算性能”一章的交互式配套程序，内置异步执行引擎。&lt;/p&gt;&lt;p&gt;许可证：GPL-3.0-or-later。本程序不提供任何担保。&lt;/p&gt;&lt;p&gt;基于Qt %2构建（运行于Qt %3）。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="1348"/>
        <source>The Lesson dock teaches the chapter step by step; each step sets up its run (Set Up This Run, then Ctrl+R).</source>
        <translation>课程面板逐步讲解本章；每一步都会设置它的运行（设置本次运行，然后按Ctrl+R）。</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="1354"/>
        <source>About AsyncLab</source>
        <translation>关于AsyncLab</translation>
    </message>
</context>
<context>
    <name>asynclab::MemoryView</name>
    <message>
        <location filename="../../ui/views/memory_view.cpp" line="65"/>
        <source>Memory in use per device over the run; dots mark each device&apos;s peak, dashed lines the moments the front end waited.</source>
        <translation>运行过程中每个设备的内存占用；圆点标出各设备的峰值，虚线标出前端等待的时刻。</translation>
    </message>
    <message>
        <location filename="../../ui/views/memory_view.cpp" line="68"/>
        <source>Shift+drag selects a time range; the timeline shows the same range.</source>
        <translation>按住Shift拖动可选择时间范围；时间线会显示同一范围。</translation>
    </message>
    <message>
        <location filename="../../ui/views/memory_view.cpp" line="368"/>
        <source>in use (%1)</source>
        <translation>已占用（%1）</translation>
    </message>
    <message>
        <location filename="../../ui/views/memory_view.cpp" line="375"/>
        <source>time (µs)</source>
        <translation>时间 (µs)</translation>
    </message>
    <message>
        <location filename="../../ui/views/memory_view.cpp" line="376"/>
        <source>time (ms)</source>
        <translation>时间 (ms)</translation>
    </message>
    <message>
        <location filename="../../ui/views/memory_view.cpp" line="377"/>
        <source>time (s)</source>
        <translation>时间 (s)</translation>
    </message>
    <message>
        <location filename="../../ui/views/memory_view.cpp" line="415"/>
        <source>peak %1 %2</source>
        <translation>峰值 %1 %2</translation>
    </message>
    <message>
        <location filename="../../ui/views/memory_view.cpp" line="432"/>
        <source>process resident</source>
        <translation>进程常驻内存</translation>
    </message>
    <message>
        <location filename="../../ui/views/memory_view.cpp" line="441"/>
        <source>resident (%1)</source>
        <translation>常驻内存（%1）</translation>
    </message>
    <message>
        <location filename="../../ui/views/memory_view.cpp" line="545"/>
        <source>Run a scenario to see its memory over time.</source>
        <translation>运行一个场景，即可查看其内存随时间的变化。</translation>
    </message>
    <message>
        <location filename="../../ui/views/memory_view.cpp" line="546"/>
        <source>This run recorded no memory counters.</source>
        <translation>本次运行没有记录内存计数器。</translation>
    </message>
    <message>
        <location filename="../../ui/views/memory_view.cpp" line="554"/>
        <source>Memory: %1</source>
        <translation>内存：%1</translation>
    </message>
</context>
<context>
    <name>asynclab::NetworkBuilder</name>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="92"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="115"/>
        <source>automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="143"/>
        <source>MLP 512-256-128-2 (12.1)</source>
        <translation>多层感知机 512-256-128-2（12.1）</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="145"/>
        <source>Training MLP 512-2048-512-1 (12.2)</source>
        <translation>训练用多层感知机 512-2048-512-1（12.2）</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="147"/>
        <source>HybridNet with Print (12.1.3)</source>
        <translation>带Print的HybridNet（12.1.3）</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="149"/>
        <source>fancy_func, a program (12.1.1)</source>
        <translation>fancy_func程序（12.1.1）</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="150"/>
        <source>HybridConcurrent branches</source>
        <translation>HybridConcurrent分支</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="151"/>
        <source>Data-dependent branch</source>
        <translation>依赖数据的分支</translation>
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
        <translation>本章中的网络；编辑其中一个，它就成为你自己的网络。</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="179"/>
        <source>Your own network</source>
        <translation>自定义网络</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="198"/>
        <location filename="../../ui/views/network_builder.cpp" line="255"/>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="200"/>
        <source>Add a layer or block: into the selected container, else after the selected block.</source>
        <translation>添加层或块：选中的是容器时添加到其中，否则添加到选中的块之后。</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="226"/>
        <source>One sample&apos;s shape: features such as 512, or dimensions such as 1, 28, 28.</source>
        <translation>单个样本的形状：特征数（如512）或各维大小（如1, 28, 28）。</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="233"/>
        <source>How many samples one call gets (the first dimension of the input).</source>
        <translation>每次调用输入的样本数（即输入的第一维）。</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="251"/>
        <source>Double-click a cell to edit it; Delete removes, Alt+Up and Alt+Down move the selected block.</source>
        <translation>双击单元格即可编辑；Delete键删除选中的块，Alt+Up和Alt+Down移动选中的块。</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="264"/>
        <source>fancy_func is a program, not a stack of layers: there are no blocks to edit. The code pane shows it. Run the fancy-func scenario (12.1.1) to see it run imperatively and compiled; pick a network above to build one.</source>
        <translation>fancy_func是一个程序，而不是由层堆叠而成：没有可编辑的块。代码窗格中显示了它。运行fancy-func场景（12.1.1）可以看到它以命令式和编译后两种方式执行；在上方选择一个网络即可开始构建。</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="278"/>
        <source>The equivalent Gluon (MXNet) Python code, updated as the network changes.</source>
        <translation>等价的Gluon（MXNet）Python代码，随网络的修改而更新。</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="294"/>
        <source>&amp;Network:</source>
        <translation>网络(&amp;N)：</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="300"/>
        <source>&amp;Input shape:</source>
        <translation>输入形状(&amp;I)：</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="302"/>
        <source>&amp;Batch size:</source>
        <translation>批量大小(&amp;B)：</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="361"/>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="361"/>
        <source>Remove the selected block and what it holds (Delete)</source>
        <translation>删除选中的块及其包含的内容（Delete）</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="365"/>
        <source>Up</source>
        <translation>上移</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="365"/>
        <source>Move the selected block up (Alt+Up)</source>
        <translation>将选中的块上移（Alt+Up）</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="369"/>
        <source>Down</source>
        <translation>下移</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="369"/>
        <source>Move the selected block down (Alt+Down)</source>
        <translation>将选中的块下移（Alt+Down）</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="374"/>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="374"/>
        <location filename="../../ui/views/network_builder.cpp" line="382"/>
        <source>Undo (Ctrl+Z)</source>
        <translation>撤销（Ctrl+Z）</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="382"/>
        <source>Undo %1 (Ctrl+Z)</source>
        <translation>撤销：%1（Ctrl+Z）</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="384"/>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="384"/>
        <location filename="../../ui/views/network_builder.cpp" line="391"/>
        <source>Redo (Ctrl+Shift+Z)</source>
        <translation>重做（Ctrl+Shift+Z）</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="392"/>
        <source>Redo %1 (Ctrl+Shift+Z)</source>
        <translation>重做：%1（Ctrl+Shift+Z）</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="394"/>
        <source>Open...</source>
        <translation>打开...</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="394"/>
        <source>Open a network description (JSON)</source>
        <translation>打开网络描述文件（JSON）</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="396"/>
        <source>Save...</source>
        <translation>保存...</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="396"/>
        <source>Save the network as JSON</source>
        <translation>将网络保存为JSON</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="405"/>
        <source>Set network</source>
        <translation>设置网络</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="445"/>
        <source>Cannot open %1: %2</source>
        <translation>无法打开%1：%2</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="447"/>
        <source>Cannot load %1: the file is larger than 16 MiB, so it is not a network description.</source>
        <translation>无法加载%1：文件大于16 MiB，因此不是网络描述文件。</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="453"/>
        <source>Cannot load %1: %2</source>
        <translation>无法加载%1：%2</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="454"/>
        <source>Open %1</source>
        <translation>打开%1</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="466"/>
        <source>Cannot save: %1 is a program, not a network.</source>
        <translation>无法保存：%1是一个程序，而不是网络。</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="468"/>
        <source>Cannot save: the network is not valid (%1).</source>
        <translation>无法保存：网络无效（%1）。</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="471"/>
        <location filename="../../ui/views/network_builder.cpp" line="474"/>
        <source>Cannot write %1: %2</source>
        <translation>无法写入%1：%2</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="481"/>
        <location filename="../../ui/views/network_builder.cpp" line="484"/>
        <source>Open Network</source>
        <translation>打开网络</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="481"/>
        <location filename="../../ui/views/network_builder.cpp" line="492"/>
        <source>AsyncLab networks (*.json);;All files (*)</source>
        <translation>AsyncLab网络 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="491"/>
        <location filename="../../ui/views/network_builder.cpp" line="495"/>
        <source>Save Network</source>
        <translation>保存网络</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="502"/>
        <source>Choose %1</source>
        <translation>选择%1</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="505"/>
        <source>Unknown preset &apos;%1&apos;.</source>
        <translation>未知的预设“%1”。</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="575"/>
        <source>Refused: input shape &apos;%1&apos; is not a list of whole numbers such as 512 or 1, 28, 28.</source>
        <translation>已拒绝：输入形状“%1”不是整数列表（如512或1, 28, 28）。</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="633"/>
        <source>fancy_func is a program; the code pane shows it.</source>
        <translation>fancy_func是一个程序；代码窗格中显示了它。</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="635"/>
        <source>Not valid: %1</source>
        <translation>无效：%1</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="638"/>
        <source>Valid, but the output shape is unknown for this input: %1</source>
        <translation>有效，但对于此输入无法确定输出形状：%1</translation>
    </message>
    <message>
        <location filename="../../ui/views/network_builder.cpp" line="644"/>
        <source>Input %1, output %2, %3 parameters</source>
        <translation>输入%1，输出%2，%3个参数</translation>
    </message>
</context>
<context>
    <name>asynclab::NetworkCompiler</name>
    <message>
        <location filename="../../ui/models/compiled_network.cpp" line="32"/>
        <source>fancy_func is a program: its compiled form is shown by the fancy-func scenario.</source>
        <translation>fancy_func是一个程序：它编译后的形式由fancy-func场景展示。</translation>
    </message>
    <message>
        <location filename="../../ui/models/compiled_network.cpp" line="35"/>
        <source>The network is not valid yet: %1</source>
        <translation>网络还不是有效的：%1</translation>
    </message>
    <message>
        <location filename="../../ui/models/compiled_network.cpp" line="50"/>
        <source>Nothing in this network can be hybridized: it has no HybridBlock.</source>
        <translation>此网络中没有可以hybridize的部分：它不含HybridBlock。</translation>
    </message>
    <message>
        <location filename="../../ui/models/compiled_network.cpp" line="53"/>
        <source>Could not hybridize the network: %1</source>
        <translation>无法对网络调用hybridize：%1</translation>
    </message>
</context>
<context>
    <name>asynclab::NetworkModel</name>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="238"/>
        <source>Replace network</source>
        <translation>替换网络</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="243"/>
        <source>Unknown program &apos;%1&apos;.</source>
        <translation>未知的程序“%1”。</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="245"/>
        <source>Show %1</source>
        <translation>显示%1</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="276"/>
        <location filename="../../ui/models/network_model.cpp" line="289"/>
        <location filename="../../ui/models/network_model.cpp" line="314"/>
        <source>Refused: %1</source>
        <translation>已拒绝：%1</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="278"/>
        <source>Set input shape</source>
        <translation>设置输入形状</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="291"/>
        <source>Set batch size</source>
        <translation>设置批量大小</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="299"/>
        <source>Refused: a network has one root block; add to it instead.</source>
        <translation>已拒绝：一个网络只有一个根块；请改为向根块中添加。</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="304"/>
        <source>Refused: a %1 has no children.</source>
        <translation>已拒绝：%1不能包含子块。</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="319"/>
        <source>Add %1</source>
        <translation>添加%1</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="329"/>
        <source>Refused: the root block cannot be removed.</source>
        <translation>已拒绝：不能删除根块。</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="334"/>
        <source>Remove %1</source>
        <translation>删除%1</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="342"/>
        <source>Refused: the root block cannot be moved.</source>
        <translation>已拒绝：不能移动根块。</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="347"/>
        <source>Refused: this block is already the first.</source>
        <translation>已拒绝：这个块已经是第一个了。</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="348"/>
        <source>Refused: this block is already the last.</source>
        <translation>已拒绝：这个块已经是最后一个了。</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="350"/>
        <source>Move up</source>
        <translation>上移</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="350"/>
        <source>Move down</source>
        <translation>下移</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="357"/>
        <source>Refused: no block selected.</source>
        <translation>已拒绝：没有选中任何块。</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="362"/>
        <source>Refused: a %1 cannot become a %2; only HybridSequential and Sequential can be switched (remove the block and add another).</source>
        <translation>已拒绝：%1不能变成%2；只有HybridSequential和Sequential可以相互切换（请删除这个块，再添加另一个）。</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="368"/>
        <source>Refused: %1.%2</source>
        <translation>已拒绝：%1.%2</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="370"/>
        <source>Edit %1</source>
        <translation>编辑%1</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="446"/>
        <source>Output shape for a batch of %1: %2</source>
        <translation>批量大小为%1时的输出形状：%2</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="453"/>
        <source>Runs its children in order; can be hybridized (compiled). Edit to switch to Sequential.</source>
        <translation>按顺序运行其子块；可以hybridize（编译）。编辑此项可切换为Sequential。</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="457"/>
        <source>Runs its children in order, imperatively only. Edit to switch to HybridSequential.</source>
        <translation>按顺序运行其子块，只能以命令式执行。编辑此项可切换为HybridSequential。</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="461"/>
        <source>Runs every branch on the same input and concatenates the outputs.</source>
        <translation>在同一个输入上运行每个分支，并将各分支的输出拼接起来。</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="462"/>
        <source>Fully connected layer.</source>
        <translation>全连接层。</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="463"/>
        <source>Element-wise activation function.</source>
        <translation>按元素计算的激活函数。</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="464"/>
        <source>Zeroes inputs at random while training.</source>
        <translation>训练时随机将输入置零。</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="465"/>
        <source>Flattens each sample to one dimension.</source>
        <translation>将每个样本展平为一维。</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="467"/>
        <source>Prints its input: every call imperatively, only while tracing once hybridized.</source>
        <translation>打印其输入：命令式执行时每次调用都打印，hybridize之后只在追踪时打印。</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="471"/>
        <source>Runs its first child when x.sum() &gt; 0, else its second: data-dependent control flow, so it cannot be hybridized.</source>
        <translation>当x.sum() &gt; 0时运行第一个子块，否则运行第二个：这是依赖数据的控制流，因此无法hybridize。</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="487"/>
        <source>then: %1</source>
        <translation>则：%1</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="487"/>
        <source>else: %1</source>
        <translation>否则：%1</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="497"/>
        <location filename="../../ui/models/network_model.cpp" line="560"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="503"/>
        <source>rate %1</source>
        <translation>丢弃概率 %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="508"/>
        <source>axis %1</source>
        <translation>轴 %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="512"/>
        <source>no bias</source>
        <translation>无偏差</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="513"/>
        <source>no flatten</source>
        <translation>不展平</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="514"/>
        <source>in_units %1</source>
        <translation>in_units %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="529"/>
        <source>Refused: this cell is read-only.</source>
        <translation>已拒绝：此单元格为只读。</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="543"/>
        <source>Refused: %1.%2: must be a whole number, got &apos;%3&apos;</source>
        <translation>已拒绝：%1.%2：必须是整数，实际为“%3”</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="551"/>
        <source>Refused: %1.kind: unknown kind &apos;%2&apos;</source>
        <translation>已拒绝：%1.kind：未知类型“%2”</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="575"/>
        <source>Refused: %1.rate: must be a number, got &apos;%2&apos;</source>
        <translation>已拒绝：%1.rate：必须是数字，实际为“%2”</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="584"/>
        <source>Refused: %1.axis: %2 is out of range [-8, 7]</source>
        <translation>已拒绝：%1.axis：%2超出范围[-8, 7]</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="622"/>
        <source>Block</source>
        <translation>块</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="623"/>
        <source>Units</source>
        <translation>单元数</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="624"/>
        <source>Activation</source>
        <translation>激活函数</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="625"/>
        <source>Setting</source>
        <translation>设置</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="626"/>
        <source>Output shape</source>
        <translation>输出形状</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="627"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="634"/>
        <source>Dropout rate, Print label, HybridConcurrent axis; Dense options that differ from the defaults.</source>
        <translation>Dropout的丢弃概率、Print的标签、HybridConcurrent的轴；以及Dense中与默认值不同的选项。</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="638"/>
        <source>The shape each block gives for the input shape and batch size.</source>
        <translation>在当前输入形状和批量大小下，每个块输出的形状。</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="640"/>
        <source>A fixed block name (its parameter prefix); empty: automatic.</source>
        <translation>固定的块名称（即其参数前缀）；留空：自动命名。</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="796"/>
        <source>Unknown: the input of this block has no known shape.</source>
        <translation>未知：这个块的输入形状未知。</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="798"/>
        <source>This Dense expects %1 input features but gets %2.</source>
        <translation>这个Dense层需要%1个输入特征，但得到的是%2个。</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="802"/>
        <source>Unknown: a block inside has no known output shape.</source>
        <translation>未知：内部某个块的输出形状未知。</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="804"/>
        <source>Unknown: a HybridConcurrent needs at least one branch.</source>
        <translation>未知：HybridConcurrent至少需要一个分支。</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="806"/>
        <source>Unknown: a branch has no known output shape.</source>
        <translation>未知：某个分支的输出形状未知。</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="808"/>
        <source>Axis %1 is out of range for outputs of rank %2.</source>
        <translation>对于%2维的输出，轴%1超出了范围。</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="812"/>
        <source>Branch outputs %1 and %2 cannot be concatenated on axis %3.</source>
        <translation>分支输出%1和%2无法沿轴%3拼接。</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="816"/>
        <source>Unknown: a DataBranch needs exactly two branches.</source>
        <translation>未知：DataBranch必须恰好有两个分支。</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="818"/>
        <source>The branches give different shapes (%1 and %2), so the output depends on the data.</source>
        <translation>各分支给出的形状不同（%1和%2），因此输出取决于数据。</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="854"/>
        <source>Refused: %1 is a program, not a network; pick a network preset to edit.</source>
        <translation>已拒绝：%1是一个程序，而不是网络；请选择一个预设网络进行编辑。</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="868"/>
        <source># fancy_func (12.1.1) is a program, not a stack of
# layers: plain Python functions that the interpreter
# runs one statement at a time.
</source>
        <translation># fancy_func（12.1.1）是一个程序，
# 而不是层的堆叠：它由普通的Python函数组成，
# 解释器逐条语句地执行它们。
</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="884"/>
        <source># Imperatively, each add() is one op. Compiled, the
# program is known as a whole: with constant inputs
# the three additions fold into the constant 10.
# The fancy-func scenario runs both and counts ops.
</source>
        <translation># 命令式执行时，每次调用add()都是一个运算。编译时，
# 整个程序是已知的：输入都是常量时，
# 三次加法会被折叠成常量10。
# fancy-func场景会运行这两种方式并统计运算数。
</translation>
    </message>
    <message>
        <location filename="../../ui/models/network_model.cpp" line="898"/>
        <source># Not valid yet: %1
</source>
        <translation># 网络尚无效：%1
</translation>
    </message>
</context>
<context>
    <name>asynclab::OpKind</name>
    <message>
        <location filename="../../ui/models/labels.cpp" line="15"/>
        <source>other</source>
        <translation>其他</translation>
    </message>
    <message>
        <location filename="../../ui/models/labels.cpp" line="16"/>
        <source>elementwise</source>
        <translation>按元素</translation>
    </message>
    <message>
        <location filename="../../ui/models/labels.cpp" line="17"/>
        <source>matmul</source>
        <translation>矩阵乘法</translation>
    </message>
    <message>
        <location filename="../../ui/models/labels.cpp" line="18"/>
        <source>reduction</source>
        <translation>归约</translation>
    </message>
    <message>
        <location filename="../../ui/models/labels.cpp" line="19"/>
        <source>random</source>
        <translation>随机数</translation>
    </message>
    <message>
        <location filename="../../ui/models/labels.cpp" line="20"/>
        <source>layout</source>
        <translation>布局</translation>
    </message>
    <message>
        <location filename="../../ui/models/labels.cpp" line="21"/>
        <source>copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <location filename="../../ui/models/labels.cpp" line="22"/>
        <source>memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <location filename="../../ui/models/labels.cpp" line="23"/>
        <source>bulk</source>
        <translation>打包</translation>
    </message>
    <message>
        <location filename="../../ui/models/labels.cpp" line="24"/>
        <source>fused</source>
        <translation>融合</translation>
    </message>
    <message>
        <location filename="../../ui/models/labels.cpp" line="25"/>
        <source>comm</source>
        <translation>通信</translation>
    </message>
</context>
<context>
    <name>asynclab::OpStatsTableModel</name>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="58"/>
        <source>The longest part inside the range: op #%1</source>
        <translation>范围内最长的部分：运算 #%1</translation>
    </message>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="68"/>
        <source>Op</source>
        <translation>运算</translation>
    </message>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="69"/>
        <source>Count</source>
        <translation>次数</translation>
    </message>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="70"/>
        <source>Total</source>
        <translation>总计</translation>
    </message>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="71"/>
        <source>Mean</source>
        <translation>平均</translation>
    </message>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="72"/>
        <source>Max</source>
        <translation>最大</translation>
    </message>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="73"/>
        <source>Share</source>
        <translation>占比</translation>
    </message>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="77"/>
        <source>Ops of this name that overlap the range</source>
        <translation>与该范围重叠的同名运算</translation>
    </message>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="78"/>
        <source>Their time inside the range (each clipped to it)</source>
        <translation>它们在范围内的时间（各自截取到范围内）</translation>
    </message>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="79"/>
        <source>The largest clipped duration</source>
        <translation>截取后的最长时长</translation>
    </message>
    <message>
        <location filename="../../ui/models/stats_tables.cpp" line="80"/>
        <source>Part of the selected ops&apos; total time</source>
        <translation>占所选运算总时间的比例</translation>
    </message>
</context>
<context>
    <name>asynclab::RecentFilesMenu</name>
    <message>
        <location filename="../../ui/views/recent_files_menu.cpp" line="10"/>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/views/recent_files_menu.cpp" line="13"/>
        <source>&amp;Clear List</source>
        <translation>清空列表(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../ui/views/recent_files_menu.cpp" line="15"/>
        <source>Forget the files opened before</source>
        <translation>忘记之前打开过的文件</translation>
    </message>
    <message>
        <location filename="../../ui/views/recent_files_menu.cpp" line="44"/>
        <source>%1 no longer exists</source>
        <translation>%1已不存在</translation>
    </message>
</context>
<context>
    <name>asynclab::ReplayBar</name>
    <message>
        <location filename="../../ui/views/replay_bar.cpp" line="32"/>
        <source>Drag through the run: the dependency graph shows each op&apos;s state at this instant</source>
        <translation>拖动浏览这次运行：依赖关系图显示每个运算在这一时刻的状态</translation>
    </message>
    <message>
        <location filename="../../ui/views/replay_bar.cpp" line="38"/>
        <source>as fast as it ran</source>
        <translation>原速</translation>
    </message>
    <message>
        <location filename="../../ui/views/replay_bar.cpp" line="38"/>
        <source>%1x slower</source>
        <translation>放慢%1倍</translation>
    </message>
    <message>
        <location filename="../../ui/views/replay_bar.cpp" line="41"/>
        <source>How fast Play replays the run</source>
        <translation>“播放”重放这次运行的速度</translation>
    </message>
    <message>
        <location filename="../../ui/views/replay_bar.cpp" line="56"/>
        <source>Replay:</source>
        <translation>重放：</translation>
    </message>
    <message>
        <location filename="../../ui/views/replay_bar.cpp" line="89"/>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <location filename="../../ui/views/replay_bar.cpp" line="89"/>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <location filename="../../ui/views/replay_bar.cpp" line="98"/>
        <source>Press Play, drag the slider or the line on the timeline, or step with , and . to replay the run op by op.</source>
        <translation>按“播放”，拖动滑块或时间线上的竖线，或用 , 和 . 逐个运算地重放这次运行。</translation>
    </message>
    <message>
        <location filename="../../ui/views/replay_bar.cpp" line="100"/>
        <source>Replay: after a run, or with a trace open.</source>
        <translation>重放：在运行结束后，或打开跟踪文件时可用。</translation>
    </message>
    <message>
        <location filename="../../ui/views/replay_bar.cpp" line="120"/>
        <source>queue depth %1</source>
        <translation>队列深度 %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/replay_bar.cpp" line="122"/>
        <source>memory %1: %2</source>
        <translation>内存 %1：%2</translation>
    </message>
    <message>
        <location filename="../../ui/views/replay_bar.cpp" line="123"/>
        <source>%1 running, %2 done</source>
        <translation>%1 个正在运行，%2 个已完成</translation>
    </message>
</context>
<context>
    <name>asynclab::ReplayCursor</name>
    <message>
        <location filename="../../ui/models/replay.cpp" line="173"/>
        <source>%1 blocked in %2</source>
        <translation>%1 阻塞在 %2</translation>
    </message>
    <message>
        <location filename="../../ui/models/replay.cpp" line="174"/>
        <source>%1 blocked in %2, waiting for %3</source>
        <translation>%1 阻塞在 %2，等待 %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/models/replay.cpp" line="178"/>
        <source>%1 has pushed all its %n op(s)</source>
        <translation>
            <numerusform>%1 已发出全部 %n 个运算</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/models/replay.cpp" line="182"/>
        <source>%1 has pushed %2 of %3 ops</source>
        <translation>%1 已发出 %3 个运算中的 %2 个</translation>
    </message>
</context>
<context>
    <name>asynclab::RunDialogs</name>
    <message>
        <location filename="../../ui/views/run_dialogs.cpp" line="47"/>
        <source>microseconds an idle worker, or the front end at a sync, spins before it sleeps (Run &gt; Spin Before Sleeping)</source>
        <translation>空闲的工作线程或在同步点等待的前端在休眠前自旋等待的微秒数（运行 &gt; 休眠前自旋等待）</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_dialogs.cpp" line="54"/>
        <source>this machine (real) beside the simulated one (sim), with the simulated CPU the run panel names: cpu=this-machine shows how close the simulator comes to this computer, op by op</source>
        <translation>本机（real）与模拟机器（sim）对照，模拟的CPU取“运行”面板中指定的那个：cpu=this-machine可以逐个运算地显示模拟器与这台计算机有多接近</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_dialogs.cpp" line="64"/>
        <source>Compare Two Runs</source>
        <translation>比较两次运行</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_dialogs.cpp" line="91"/>
        <source>Vary</source>
        <translation>改变的参数</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_dialogs.cpp" line="92"/>
        <source>Run A</source>
        <translation>运行A</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_dialogs.cpp" line="93"/>
        <source>Run B</source>
        <translation>运行B</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_dialogs.cpp" line="96"/>
        <source>Run Both</source>
        <translation>两次都运行</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_dialogs.cpp" line="100"/>
        <source>The other settings stay as they are in the run panel.</source>
        <translation>其他设置保持“运行”面板中的值不变。</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_dialogs.cpp" line="111"/>
        <source>Export View</source>
        <translation>导出视图</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_dialogs.cpp" line="113"/>
        <source>PNG image (*.png);;SVG vector image (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG图像 (*.png);;SVG矢量图 (*.svg);;PDF文档 (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_dialogs.cpp" line="118"/>
        <source>Export Size</source>
        <translation>导出尺寸</translation>
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
        <translation>仅限PNG：每个逻辑像素对应的像素数（在高DPI投影仪上选2x可使幻灯片更清晰）</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_dialogs.cpp" line="137"/>
        <source>Width</source>
        <translation>宽度</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_dialogs.cpp" line="138"/>
        <source>Height</source>
        <translation>高度</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_dialogs.cpp" line="139"/>
        <source>Resolution</source>
        <translation>分辨率</translation>
    </message>
</context>
<context>
    <name>asynclab::RunPanel</name>
    <message>
        <location filename="../../ui/views/run_panel.cpp" line="57"/>
        <source>%1 (%2).</source>
        <translation>%1（%2）。</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_panel.cpp" line="114"/>
        <source>The experiment to run, with its section of the chapter.</source>
        <translation>要运行的实验，以及它在本章中对应的小节。</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_panel.cpp" line="118"/>
        <source>Simulated machine</source>
        <translation>模拟机器</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_panel.cpp" line="119"/>
        <source>This machine</source>
        <translation>本机</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_panel.cpp" line="122"/>
        <source>Sim runs on a modelled CPU and GPU with a deterministic clock; real runs on this computer.</source>
        <translation>sim在建模的CPU和GPU上运行，使用确定性的时钟；real在这台计算机上实际运行。</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_panel.cpp" line="151"/>
        <source>Scenario</source>
        <translation>场景</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_panel.cpp" line="152"/>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_panel.cpp" line="156"/>
        <source>&lt;b&gt;Parameters&lt;/b&gt;</source>
        <translation>&lt;b&gt;参数&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_panel.cpp" line="195"/>
        <source>From the Network dock...</source>
        <translation>来自“网络”面板...</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_panel.cpp" line="198"/>
        <source>The network built in the Network dock (presets, layers, units); click to show it.</source>
        <translation>在“网络”面板中构建的网络（预设、层、单元数）；点击即可显示。</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_panel.cpp" line="222"/>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
</context>
<context>
    <name>asynclab::RunSettingsModel</name>
    <message>
        <location filename="../../ui/models/run_settings.cpp" line="242"/>
        <source>unknown scenario &apos;%1&apos;</source>
        <translation>未知场景“%1”</translation>
    </message>
</context>
<context>
    <name>asynclab::RunStatus</name>
    <message>
        <location filename="../../ui/views/run_status.cpp" line="21"/>
        <source>CPU threads: %1</source>
        <translation>CPU线程：%1</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_status.cpp" line="25"/>
        <source>Ready</source>
        <translation>就绪</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_status.cpp" line="38"/>
        <source>Run failed: %1</source>
        <translation>运行失败：%1</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_status.cpp" line="45"/>
        <location filename="../../ui/views/run_status.cpp" line="53"/>
        <source>Running %1...</source>
        <translation>正在运行%1...</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_status.cpp" line="51"/>
        <source>Paused: the front end waits before its next op (F10 steps one op, F6 resumes)</source>
        <translation>已暂停：前端在发出下一个运算之前等待（F10单步执行一个运算，F6继续）</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/views/run_status.cpp" line="57"/>
        <source>Paused: %n op(s) issued one at a time (F10 for the next, F6 to resume)</source>
        <translation>
            <numerusform>已暂停：已逐个发出%n个运算（F10发出下一个，F6继续）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/views/run_status.cpp" line="66"/>
        <source>Stopped %1 early</source>
        <translation>已提前停止%1</translation>
    </message>
    <message>
        <location filename="../../ui/views/run_status.cpp" line="67"/>
        <source>Finished %1 in %2</source>
        <translation>%1已完成，用时%2</translation>
    </message>
</context>
<context>
    <name>asynclab::Scenario</name>
    <message>
        <location filename="../../ui/models/scenario_texts.cpp" line="13"/>
        <source>%1x</source>
        <translation>%1倍</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="63"/>
        <source>the front end got control back after %1 sec, %2 sooner than the work finished (%3 sec)</source>
        <translation>前端在%1秒后就拿回了控制权，比工作完成（%3秒）早%2</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="68"/>
        <source>needs the async variant</source>
        <translation>需要async变体</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="121"/>
        <source>%1 ops were queued without waiting; the front end blocked %2 time(s), only to print z</source>
        <translation>%1个运算未经等待就放进了队列；前端阻塞了%2次，只是为了打印z</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="125"/>
        <source>%1 ops were queued without waiting; the front end blocked %2 time(s), and z came out wrong</source>
        <translation>%1个运算未经等待就放进了队列；前端阻塞了%2次，而且z的结果不正确</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="204"/>
        <source>waitall and wait_to_read took about the same time (ratio %1); numpy and scalar conversion block as well</source>
        <translation>waitall和wait_to_read用时差不多（两者之比为%1）；转换为numpy数组和标量同样会阻塞</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="210"/>
        <source>needs the waitall and wait_to_read variants</source>
        <translation>需要waitall和wait_to_read变体</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="272"/>
        <source>needs both variants</source>
        <translation>需要两个变体</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="293"/>
        <source>asynchronous issue was %1 faster than waiting after every op</source>
        <translation>异步发出比每个运算之后都等待快%1</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="414"/>
        <source>needs the each and none barriers</source>
        <translation>需要each和none两种同步方式</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="426"/>
        <source>without a barrier the peak memory above the start was %1 that with a barrier after every batch (%2 MB versus %3 MB), for about the same total time (%4 versus %5 sec)</source>
        <translation>不同步时，高出起点的内存峰值是每个批量之后都同步时的%1（%2 MB对%3 MB），而总用时大致相同（%4秒对%5秒）</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="432"/>
        <source>without a barrier the peak memory above the start was %1 that with a barrier after every batch (%2 MB versus %3 MB), for about the same total time (%4 versus %5 sec); the excess grows with the batches queued, each holding its input: try more batches</source>
        <translation>不同步时，高出起点的内存峰值是每个批量之后都同步时的%1（%2 MB对%3 MB），而总用时大致相同（%4秒对%5秒）；多出的内存随排队的批量增多而增长，因为每个批量都占着自己的输入：试试更多的批量</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="447"/>
        <source>10 random 1000x1000 matrix products: synchronous, issued, and finished</source>
        <translation>10次1000x1000随机矩阵乘法：同步执行、仅发出、等待完成</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="449"/>
        <location filename="../../engine/scenarios/async.cpp" line="477"/>
        <source>matrix size</source>
        <translation>矩阵大小</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="450"/>
        <location filename="../../engine/scenarios/parallel.cpp" line="171"/>
        <source>products</source>
        <translation>乘法次数</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="461"/>
        <source>z = x * y + 2: the ops queue up, the front end waits only to print z</source>
        <translation>z = x * y + 2：运算在队列中排队，前端只在打印z时等待</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="465"/>
        <source>times the program runs (the first is shown; total_s times all)</source>
        <translation>程序运行的次数（只显示第一次；total_s是所有次数的总用时）</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="475"/>
        <source>waitall, wait_to_read, numpy and scalar conversion all block</source>
        <translation>waitall、wait_to_read以及转换为numpy数组和标量都会阻塞</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="479"/>
        <source>products per variant (the best time is reported)</source>
        <translation>每个变体的矩阵乘法次数（报告最短时间）</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="490"/>
        <source>10,000 times y = x + 1, waiting after each or only at the end (t1, t2, t3)</source>
        <translation>计算10,000次y = x + 1，每次之后都等待或只在最后等待（t1、t2、t3）</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="493"/>
        <source>additions</source>
        <translation>加法次数</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="503"/>
        <source>MLP 2048-512-1 training loop with and without a barrier per batch: memory</source>
        <translation>多层感知机2048-512-1的训练循环，每个批量同步与不同步：内存占用</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="507"/>
        <source>all, or one barrier: each batch, none, or lag:K (wait for the loss of K batches earlier)</source>
        <translation>all，或者其中一种同步方式：each（每个批量）、none（不同步）或lag:K（等待K个批量之前的损失）</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="512"/>
        <source>minibatches</source>
        <translation>小批量数</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="514"/>
        <source>rows per minibatch</source>
        <translation>每个小批量的行数</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="516"/>
        <source>input features</source>
        <translation>输入特征数</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="518"/>
        <source>units of the first Dense layer</source>
        <translation>第一个Dense层的单元数</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="520"/>
        <source>units of the second Dense layer</source>
        <translation>第二个Dense层的单元数</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="523"/>
        <source>K of the lag run when barrier=all</source>
        <translation>barrier=all时lag那次运行的K</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/async.cpp" line="525"/>
        <source>print the time every this many batches</source>
        <translation>每隔这么多个批量打印一次时间</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/hardware.cpp" line="70"/>
        <source>GEMM or memory bandwidth figure missing</source>
        <translation>缺少GEMM或内存带宽数据</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/hardware.cpp" line="76"/>
        <source>the CPU does %1 FLOPs in the time it reads one float32 from memory, so an op needs that many FLOPs per value read to be compute-bound</source>
        <translation>CPU从内存读取一个float32的时间里能完成%1次浮点运算，因此一个运算每读取一个值至少要做这么多次浮点运算，才会受限于计算</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/hardware.cpp" line="87"/>
        <source>measure caches, memory bandwidth, GEMM and copies (sim: the presets&apos; figures)</source>
        <translation>测量缓存、内存带宽、GEMM和复制（sim：使用预设中的数值）</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/hardware.cpp" line="92"/>
        <source>real: 1 for a probe well under a second (rough figures)</source>
        <translation>real：设为1时探测用时远少于1秒（数值较粗略）</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/hybrid.cpp" line="97"/>
        <source>the interpreter issued %1 ops, the compiled program %2 (the passes folded %3 nodes into %4)</source>
        <translation>解释器发出了%1个运算，编译后的程序发出了%2个（优化步骤把%3个节点折叠成%4个）</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/hybrid.cpp" line="220"/>
        <source>%1 hybridized calls took %2 sec against %3 sec imperative (%4 speedup); the kernels alone take %5 sec</source>
        <translation>%1次hybridize之后的调用用时%2秒，命令式为%3秒（加速%4）；单是内核计算就需要%5秒</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/hybrid.cpp" line="305"/>
        <source>print fired on %1 of %2 imperative calls and on %3 of %2 hybridized calls (only while tracing); the data-dependent branch was refused when hybridized</source>
        <translation>在%2次命令式调用中print触发了%1次，在%2次hybridize之后的调用中触发了%3次（仅在追踪时）；hybridize时，依赖数据的分支被拒绝了</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/hybrid.cpp" line="311"/>
        <source>print fired on %1 of %2 imperative calls and on %3 of %2 hybridized calls (only while tracing); the data-dependent branch was NOT refused when hybridized</source>
        <translation>在%2次命令式调用中print触发了%1次，在%2次hybridize之后的调用中触发了%3次（仅在追踪时）；hybridize时，依赖数据的分支并没有被拒绝</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/hybrid.cpp" line="387"/>
        <source>the model re-imported from the symbol JSON and .params file gives the same output (max abs difference %1)</source>
        <translation>从符号JSON和.params文件重新导入的模型给出相同的输出（最大绝对差%1）</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/hybrid.cpp" line="399"/>
        <source>fancy_func run imperatively and compiled: ops issued</source>
        <translation>以命令式和编译方式运行fancy_func：发出的运算数</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/hybrid.cpp" line="407"/>
        <source>the MLP 512-256-128-2 called 1000 times with and without hybridization: time</source>
        <translation>多层感知机512-256-128-2在使用与不使用混合式编程时各调用1000次：用时</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/hybrid.cpp" line="412"/>
        <source>forward calls per variant</source>
        <translation>每个变体的前向调用次数</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/hybrid.cpp" line="414"/>
        <source>sim: microseconds the front end spends issuing one op (a Python front end: about 20)</source>
        <translation>sim：前端发出一个运算所花的微秒数（Python前端约为20）</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/hybrid.cpp" line="426"/>
        <source>print inside hybrid_forward fires only when tracing</source>
        <translation>hybrid_forward中的print只在追踪时触发</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/hybrid.cpp" line="429"/>
        <source>calls imperatively, then hybridized</source>
        <translation>调用次数：先以命令式调用，再在hybridize之后调用</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/hybrid.cpp" line="440"/>
        <source>export the hybridized MLP (graph JSON and parameters), import it, compare</source>
        <translation>导出hybridize之后的多层感知机（计算图JSON和参数），再导入并比较</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/hybrid.cpp" line="445"/>
        <source>1: leave my_mlp-symbol.json and my_mlp-0000.params in the current folder, as the chapter&apos;s net.export(&apos;my_mlp&apos;) does</source>
        <translation>1：像本章中的net.export(&apos;my_mlp&apos;)那样，把my_mlp-symbol.json和my_mlp-0000.params留在当前文件夹中</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/multi_gpu.cpp" line="154"/>
        <source>needs two GPUs (sim mode has them)</source>
        <translation>需要两块GPU（sim模式下有）</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/multi_gpu.cpp" line="159"/>
        <source>a step on 2 GPUs took %1 ms, on 1 GPU %2 ms (%3 speedup)</source>
        <translation>在2块GPU上每步用时%1 ms，在1块GPU上为%2 ms（加速%3）</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/multi_gpu.cpp" line="169"/>
        <source>data-parallel training on 1, 2, 4, 8 GPUs: step time and scaling</source>
        <translation>在1、2、4、8块GPU上进行数据并行训练：每步用时与扩展性</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/multi_gpu.cpp" line="175"/>
        <source>GPU counts (k &lt;= 8; real mode: those this machine has)</source>
        <translation>GPU数量（k &lt;= 8；real模式下为本机拥有的GPU）</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/multi_gpu.cpp" line="178"/>
        <source>minibatch rows, split across the GPUs</source>
        <translation>小批量的行数，分配到各块GPU上</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/multi_gpu.cpp" line="181"/>
        <source>sim: the link between GPUs</source>
        <translation>sim：GPU之间的链路</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/multi_gpu.cpp" line="184"/>
        <source>sim: the link between the CPU and each GPU</source>
        <translation>sim：CPU与每块GPU之间的链路</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/multi_gpu.cpp" line="186"/>
        <source>sim: the host CPU, whose threads launch the GPUs&apos; ops (this-machine: this CPU&apos;s measured cost per op)</source>
        <translation>sim：主机CPU，由它的线程启动GPU上的运算（this-machine：使用本机CPU实测的每个运算的开销）</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/multi_gpu.cpp" line="190"/>
        <source>the all-reduce</source>
        <translation>allreduce的实现方式</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/multi_gpu.cpp" line="192"/>
        <source>1: all-reduce each layer during backward; 0: after it</source>
        <translation>1：在反向传播过程中对每一层做allreduce；0：反向传播结束后再做</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/multi_gpu.cpp" line="195"/>
        <location filename="../../engine/scenarios/scenario.cpp" line="372"/>
        <source>sim: microseconds the front end spends issuing one op</source>
        <translation>sim：前端发出一个运算所花的微秒数</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="76"/>
        <source>no sync point inside the loop (one wait_all at the end)</source>
        <translation>循环内没有同步点（只在最后调用一次wait_all）</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="78"/>
        <source>%1 after every iteration</source>
        <translation>每次迭代之后调用%1</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="83"/>
        <source>wait for the output of %1 iterations earlier</source>
        <translation>等待%1次迭代之前的输出</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="337"/>
        <source>hybridized took %1 sec against %2 sec imperative (%3)</source>
        <translation>hybridize之后用时%1秒，命令式为%2秒（%3）</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="351"/>
        <source>inside the loop the front end waited %1 of the %2 sec it took to issue (%3); the run took %4 sec. Issuing is the bottleneck: the back end waits for the front end</source>
        <translation>循环中前端发出运算共用了%2秒，其中等待了%1秒（%3）；整个运行用时%4秒。发出运算是瓶颈：后端在等待前端</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="356"/>
        <source>inside the loop the front end waited %1 of the %2 sec it took to issue (%3); the run took %4 sec</source>
        <translation>循环中前端发出运算共用了%2秒，其中等待了%1秒（%3）；整个运行用时%4秒</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="360"/>
        <source>asynchronous</source>
        <translation>异步</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="361"/>
        <source>synchronous</source>
        <translation>同步</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="363"/>
        <source>no variant ran</source>
        <translation>没有运行任何变体</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="371"/>
        <source>your network, forward or training, imperative and hybridized, with a sync point</source>
        <translation>你的网络：前向计算或训练，命令式与hybridize之后，带同步点</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="383"/>
        <source>the sync point after every iteration, or lag:K (wait for the output of K iterations earlier)</source>
        <translation>每次迭代之后的同步点，或lag:K（等待K次迭代之前的输出）</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="390"/>
        <source>forward calls, or training steps (L2 loss against random targets, SGD)</source>
        <translation>前向调用，或训练步（对随机目标计算L2损失，使用SGD）</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="394"/>
        <source>calls or training steps per variant</source>
        <translation>每个变体的调用次数或训练步数</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="396"/>
        <source>rows per batch; 0: the network&apos;s own</source>
        <translation>每个批量的行数；0：使用网络自身的设置</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="398"/>
        <source>run imperatively, hybridized, or both one after the other</source>
        <translation>以命令式运行、hybridize之后运行，或先后运行两者</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="403"/>
        <source>engine mode: asynchronous workers, everything inline, or CPU inline and GPU asynchronous</source>
        <translation>引擎模式：异步工作线程；全部在调用线程中直接执行；或CPU直接执行、GPU异步执行</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="408"/>
        <source>CPU worker lanes; 0: one per hardware thread</source>
        <translation>CPU工作线程通道数；0：每个硬件线程一个</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="410"/>
        <source>where the network runs</source>
        <translation>网络在哪个设备上运行</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="413"/>
        <source>task=train: split each batch over this many GPUs (simulated in sim mode) and sum the gradients with an all-reduce; 0: no data parallelism</source>
        <translation>task=train时：把每个批量分配到这么多块GPU上（sim模式下为模拟的GPU），并用allreduce对梯度求和；0：不使用数据并行</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="418"/>
        <source>how data-parallel training combines the gradients</source>
        <translation>数据并行训练汇总梯度的方式</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="422"/>
        <source>learning rate of the SGD trainer (task=train)</source>
        <translation>SGD训练器的学习率（task=train）</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/network.cpp" line="424"/>
        <source>random seed of parameters and data</source>
        <translation>参数和数据的随机种子</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/parallel.cpp" line="57"/>
        <source>needs the cpu, gpu and both variants</source>
        <translation>需要cpu、gpu和both变体</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/parallel.cpp" line="63"/>
        <source>both devices together took %1 sec, the sum of their parts %2 sec (%3)</source>
        <translation>两个设备同时执行用时%1秒，各部分用时之和为%2秒（%3）</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/parallel.cpp" line="125"/>
        <source>needs the compute, copy and overlapped variants</source>
        <translation>需要compute、copy和overlapped变体</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/parallel.cpp" line="131"/>
        <source>computing and copying together took %1 sec, the sum of their parts %2 sec (%3): copies overlap the products</source>
        <translation>计算与复制同时进行用时%1秒，各部分用时之和为%2秒（%3）：复制与矩阵乘法重叠进行</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/parallel.cpp" line="142"/>
        <source>10 matrix products on the CPU and 10 on the GPU, apart and together</source>
        <translation>CPU上10次、GPU上10次矩阵乘法，分别执行与同时执行</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/parallel.cpp" line="147"/>
        <source>CPU matrix size (the chapter&apos;s 2000)</source>
        <translation>CPU上的矩阵大小（本章中为2000）</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/parallel.cpp" line="149"/>
        <source>GPU matrix size (the chapter: 6000, or 2000 on a small card; 12000 gives a simulated v100 about half the CPU&apos;s time)</source>
        <translation>GPU上的矩阵大小（本章中为6000，小显卡上为2000；取12000时，模拟的v100用时约为CPU的一半）</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/parallel.cpp" line="153"/>
        <source>products per device</source>
        <translation>每个设备上的乘法次数</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/parallel.cpp" line="166"/>
        <source>10 GPU matrix products copied back to the CPU, apart and overlapped</source>
        <translation>GPU上的10次矩阵乘法，结果复制回CPU，分别执行与重叠执行</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/parallel.cpp" line="170"/>
        <source>GPU matrix size</source>
        <translation>GPU上的矩阵大小</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/scenario.cpp" line="102"/>
        <source>non-empty text (at most 1 MiB)</source>
        <translation>非空文本（最多1 MiB）</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/scenario.cpp" line="105"/>
        <source>one of: %1</source>
        <translation>以下之一：%1</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/scenario.cpp" line="108"/>
        <source>an integer in [%1, %2]</source>
        <translation>[%1, %2]范围内的整数</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/scenario.cpp" line="111"/>
        <source>a number in [%1, %2]</source>
        <translation>[%1, %2]范围内的数</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/scenario.cpp" line="114"/>
        <source>%1, or %2K with K &gt;= 1</source>
        <translation>%1，或%2K（K &gt;= 1）</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/scenario.cpp" line="177"/>
        <source>held</source>
        <translation>成立</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/scenario.cpp" line="178"/>
        <source>did not hold</source>
        <translation>不成立</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/scenario.cpp" line="186"/>
        <source>not checked</source>
        <translation>未检查</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/scenario.cpp" line="367"/>
        <source>run every variant, or only this one</source>
        <translation>运行所有变体，或只运行这一个</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/scenario.cpp" line="378"/>
        <source>sim: the simulated GPU</source>
        <translation>sim：模拟的GPU</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/scenario.cpp" line="384"/>
        <source>sim: the simulated CPU (this-machine: this CPU, measured once and cached; with frontend_us left at its default, the measured front-end cost per op too)</source>
        <translation>sim：模拟的CPU（this-machine：本机CPU，只测量一次并缓存；frontend_us保持默认值时，每个运算的前端开销也取实测值）</translation>
    </message>
    <message>
        <location filename="../../engine/scenarios/scenario.cpp" line="393"/>
        <source>sim: the link between the CPU and the GPU</source>
        <translation>sim：CPU与GPU之间的链路</translation>
    </message>
</context>
<context>
    <name>asynclab::SpanDetails</name>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="30"/>
        <location filename="../../ui/models/span_details.cpp" line="86"/>
        <location filename="../../ui/models/span_details.cpp" line="88"/>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="49"/>
        <source>lane</source>
        <translation>通道</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="51"/>
        <source>device</source>
        <translation>设备</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="52"/>
        <source>pushed</source>
        <translation>入队</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="53"/>
        <source>start</source>
        <translation>开始</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="54"/>
        <source>end</source>
        <translation>结束</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="55"/>
        <source>duration</source>
        <translation>持续时间</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="57"/>
        <source>queued</source>
        <translation>排队</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="58"/>
        <source>%1 after push</source>
        <translation>入队后%1</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="62"/>
        <source>launched by the host</source>
        <translation>由主机启动</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="63"/>
        <source>at %1 (the launch took %2); the GPU started it %3 later</source>
        <translation>于%1（启动耗时%2）；GPU在%3之后开始执行</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="66"/>
        <source>FLOPs</source>
        <translation>FLOPs</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="67"/>
        <source>bytes</source>
        <translation>字节数</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="69"/>
        <source>rate</source>
        <translation>速率</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="82"/>
        <source>+%1 more</source>
        <translation>另有%1个</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="83"/>
        <source>waited on</source>
        <translation>等待的运算</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="85"/>
        <source>inside bulk</source>
        <translation>所属打包运算</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="86"/>
        <source>failed: it threw</source>
        <translation>失败：抛出了异常</translation>
    </message>
    <message>
        <location filename="../../ui/models/span_details.cpp" line="88"/>
        <source>skipped: an input carried an error</source>
        <translation>已跳过：某个输入带有错误</translation>
    </message>
</context>
<context>
    <name>asynclab::StatsView</name>
    <message>
        <location filename="../../ui/views/stats_view.cpp" line="62"/>
        <source>Copy Ops as CSV</source>
        <translation>将运算复制为 CSV</translation>
    </message>
    <message>
        <location filename="../../ui/views/stats_view.cpp" line="65"/>
        <source>Copy Lanes as CSV</source>
        <translation>将通道复制为 CSV</translation>
    </message>
    <message>
        <location filename="../../ui/views/stats_view.cpp" line="75"/>
        <source>Ops</source>
        <translation>运算</translation>
    </message>
    <message>
        <location filename="../../ui/views/stats_view.cpp" line="78"/>
        <source>Lanes</source>
        <translation>通道</translation>
    </message>
    <message>
        <location filename="../../ui/views/stats_view.cpp" line="90"/>
        <source>Copy as CSV</source>
        <translation>复制为 CSV</translation>
    </message>
    <message>
        <location filename="../../ui/views/stats_view.cpp" line="91"/>
        <source>Copy the table shown as CSV (times in microseconds)</source>
        <translation>将显示的表格复制为 CSV（时间单位为微秒）</translation>
    </message>
    <message>
        <location filename="../../ui/views/stats_view.cpp" line="108"/>
        <source>Ctrl+drag on the timeline selects a range and the lanes it crosses; Escape clears it</source>
        <translation>在时间线上按住 Ctrl 拖动可选择一个时间范围及其经过的通道；按 Escape 清除</translation>
    </message>
    <message>
        <location filename="../../ui/views/stats_view.cpp" line="129"/>
        <source>No trace yet.</source>
        <translation>尚无跟踪记录。</translation>
    </message>
    <message>
        <location filename="../../ui/views/stats_view.cpp" line="137"/>
        <source>%1 to %2 (%3)</source>
        <translation>%1 至 %2（%3）</translation>
    </message>
    <message>
        <location filename="../../ui/views/stats_view.cpp" line="141"/>
        <source>Area: %1, %2 lanes</source>
        <translation>区域：%1，%2 个通道</translation>
    </message>
    <message>
        <location filename="../../ui/views/stats_view.cpp" line="142"/>
        <source>Visible: %1, every lane</source>
        <translation>可见：%1，全部通道</translation>
    </message>
    <message>
        <location filename="../../ui/views/stats_view.cpp" line="143"/>
        <source>The area selected on the timeline; Escape there clears it</source>
        <translation>在时间线上选定的区域；在时间线上按 Escape 清除</translation>
    </message>
    <message>
        <location filename="../../ui/views/stats_view.cpp" line="144"/>
        <source>What the timeline shows; Ctrl+drag on it selects an area</source>
        <translation>时间线当前显示的范围；在其上按住 Ctrl 拖动可选择区域</translation>
    </message>
</context>
<context>
    <name>asynclab::SummaryView</name>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="60"/>
        <source>Not checked:</source>
        <translation>未检查：</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="61"/>
        <source>Holds:</source>
        <translation>成立：</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="62"/>
        <source>Does not hold:</source>
        <translation>不成立：</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="66"/>
        <source>%1:</source>
        <translation>%1：</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="80"/>
        <source>Whether this run shows what the chapter describes.</source>
        <translation>本次运行是否呈现了本章所描述的现象。</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="84"/>
        <source>Metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="84"/>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="90"/>
        <source>The numbers the scenario measured, in the order it reports them.</source>
        <translation>场景测得的数值，按其报告的顺序排列。</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="106"/>
        <source>One row per lane of the run: how many ops ran and how busy it was.</source>
        <translation>本次运行的每个通道占一行：运行了多少个运算，以及忙碌程度。</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="118"/>
        <source>Where each lane&apos;s time went over the whole run: computing, copying and communicating; a device lane idle because its ops waited for other ops, were ready but not started, or because the front end had pushed nothing; a front end running or blocked at sync points</source>
        <translation>每个通道在整个运行中的时间去向：计算、复制和通信；设备通道空闲的原因：其运算在等待其他运算、已就绪但尚未开始，或前端尚未推送任何运算；前端在运行或在同步点阻塞</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="151"/>
        <source>Metrics (%1)</source>
        <translation>指标（%1）</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="152"/>
        <source>Lanes (%1)</source>
        <translation>通道（%1）</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="153"/>
        <source>Where the Time Went</source>
        <translation>时间去向</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="154"/>
        <source>Selection</source>
        <translation>选区</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="199"/>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2): %3 of simulated time, worked out in %4</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;（%2）：模拟时间%3，本机计算用时%4</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="201"/>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2): %3 wall time</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;（%2）：总用时%3</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="202"/>
        <source>, &lt;i&gt;stopped early&lt;/i&gt;</source>
        <translation>，&lt;i&gt;已提前停止&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="203"/>
        <source>, values not computed (timing only)</source>
        <translation>，未计算数值（仅计时）</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="216"/>
        <source>&lt;span style=&apos;color:%1&apos;&gt;&lt;b&gt;%2&lt;/b&gt;&lt;/span&gt; %3</source>
        <translation>&lt;span style=&apos;color:%1&apos;&gt;&lt;b&gt;%2&lt;/b&gt;&lt;/span&gt; %3</translation>
    </message>
    <message>
        <location filename="../../ui/views/summary_view.cpp" line="232"/>
        <source>No run yet: pick a scenario and press Run.</source>
        <translation>还没有运行：请选择一个场景并按“运行”。</translation>
    </message>
</context>
<context>
    <name>asynclab::TimeBreakdownChart</name>
    <message>
        <location filename="../../ui/views/time_breakdown_chart.cpp" line="26"/>
        <source>computing</source>
        <translation>计算</translation>
    </message>
    <message>
        <location filename="../../ui/views/time_breakdown_chart.cpp" line="27"/>
        <source>copying</source>
        <translation>复制</translation>
    </message>
    <message>
        <location filename="../../ui/views/time_breakdown_chart.cpp" line="28"/>
        <source>communicating</source>
        <translation>通信</translation>
    </message>
    <message>
        <location filename="../../ui/views/time_breakdown_chart.cpp" line="29"/>
        <source>waiting for dependencies</source>
        <translation>等待依赖</translation>
    </message>
    <message>
        <location filename="../../ui/views/time_breakdown_chart.cpp" line="30"/>
        <source>ready, not started</source>
        <translation>已就绪，未开始</translation>
    </message>
    <message>
        <location filename="../../ui/views/time_breakdown_chart.cpp" line="31"/>
        <source>idle, waiting for the front end</source>
        <translation>空闲，等待前端</translation>
    </message>
    <message>
        <location filename="../../ui/views/time_breakdown_chart.cpp" line="32"/>
        <source>front end running</source>
        <translation>前端运行</translation>
    </message>
    <message>
        <location filename="../../ui/views/time_breakdown_chart.cpp" line="33"/>
        <source>front end blocked at sync points</source>
        <translation>前端在同步点阻塞</translation>
    </message>
    <message>
        <location filename="../../ui/views/time_breakdown_chart.cpp" line="108"/>
        <source>No run yet</source>
        <translation>尚无运行</translation>
    </message>
    <message>
        <location filename="../../ui/views/time_breakdown_chart.cpp" line="168"/>
        <source>%1: %2 %3 (%4 %)</source>
        <translation>%1：%2 %3（%4 %）</translation>
    </message>
</context>
<context>
    <name>asynclab::TimeRangeStack</name>
    <message>
        <location filename="../../ui/models/time_range.cpp" line="11"/>
        <source>&amp;Back</source>
        <translation>后退(&amp;B)</translation>
    </message>
    <message>
        <location filename="../../ui/models/time_range.cpp" line="14"/>
        <source>Show the time range shown before the last zoom or pan</source>
        <translation>显示上一次缩放或平移之前的时间范围</translation>
    </message>
    <message>
        <location filename="../../ui/models/time_range.cpp" line="15"/>
        <source>&amp;Forward</source>
        <translation>前进(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../ui/models/time_range.cpp" line="18"/>
        <source>Show again the time range Back left</source>
        <translation>重新显示“后退”之前的时间范围</translation>
    </message>
    <message>
        <location filename="../../ui/models/time_range.cpp" line="19"/>
        <source>&amp;Fit</source>
        <translation>适应窗口(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../ui/models/time_range.cpp" line="21"/>
        <source>Show the whole run</source>
        <translation>显示整个运行过程</translation>
    </message>
</context>
<context>
    <name>asynclab::TimelineView</name>
    <message>
        <location filename="../../ui/views/plot_elements.cpp" line="149"/>
        <source>blocked (sync)</source>
        <translation>阻塞（同步）</translation>
    </message>
    <message>
        <location filename="../../ui/views/plot_elements.cpp" line="152"/>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="66"/>
        <source>Search ops by name (Ctrl+F)</source>
        <translation>按名称搜索运算（Ctrl+F）</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="69"/>
        <location filename="../../ui/views/timeline_view.cpp" line="869"/>
        <source>Ops whose name holds this text are outlined; Enter goes to the next, Shift+Enter to the previous</source>
        <translation>名称包含此文本的运算会加框显示；按 Enter 跳到下一个，Shift+Enter 跳到上一个</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="74"/>
        <source>Regex</source>
        <translation>正则</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="76"/>
        <source>Read the search as a regular expression (case insensitive)</source>
        <translation>将搜索内容作为正则表达式（不区分大小写）</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="79"/>
        <source>Filter</source>
        <translation>筛选</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="81"/>
        <source>Dim every op that does not match</source>
        <translation>淡化所有不匹配的运算</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="85"/>
        <source>Previous match (Shift+Enter)</source>
        <translation>上一个匹配（Shift+Enter）</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="89"/>
        <source>Next match (Enter)</source>
        <translation>下一个匹配（Enter）</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="220"/>
        <source>&amp;Fit</source>
        <translation>适应窗口(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="221"/>
        <source>Zoom &amp;In</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="223"/>
        <source>Zoom &amp;Out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="225"/>
        <source>Follow &amp;Live</source>
        <translation>实时跟随(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="230"/>
        <source>Hide &amp;Idle Lanes</source>
        <translation>隐藏空闲通道(&amp;I)</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="234"/>
        <source>Leave out the lanes where nothing has run (a device&apos;s copy engines, a CPU the run did not use); they come back as soon as an op runs there</source>
        <translation>不显示没有运行过任何运算的通道（如设备的复制引擎、本次运行未使用的CPU）；一旦有运算在其上运行，它们就会重新出现</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="242"/>
        <source>&amp;Find Ops...</source>
        <translation>查找运算(&amp;F)...</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="415"/>
        <source>%1 (%2 lanes)</source>
        <translation>%1（%2个通道）</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="829"/>
        <source>&lt;b&gt;blocked: %1&lt;/b&gt; on %2&lt;br&gt;duration %3</source>
        <translation>&lt;b&gt;阻塞：%1&lt;/b&gt;，位于%2&lt;br&gt;持续 %3</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="833"/>
        <source>&lt;br&gt;awaited: %1</source>
        <translation>&lt;br&gt;等待的对象：%1</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="834"/>
        <source>&lt;br&gt;at %1</source>
        <translation>&lt;br&gt;位置：%1</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="835"/>
        <source>&lt;br&gt;last op: #%1</source>
        <translation>&lt;br&gt;最后一个运算：#%1</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="868"/>
        <source>Not a valid regular expression: %1</source>
        <translation>不是有效的正则表达式：%1</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="880"/>
        <source>Invalid regex: %1</source>
        <translation>无效的正则表达式：%1</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="881"/>
        <source>No matches</source>
        <translation>无匹配</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="883"/>
        <source>%1 of %2</source>
        <translation>第 %1 个，共 %2 个</translation>
    </message>
    <message>
        <location filename="../../ui/views/timeline_view.cpp" line="884"/>
        <source>%1 matches</source>
        <translation>%1 个匹配</translation>
    </message>
</context>
<context>
    <name>asynclab::WindowActions</name>
    <message>
        <location filename="../../ui/window_actions.cpp" line="47"/>
        <source>Export Timeline as %1...</source>
        <translation>将时间线导出为%1...</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="48"/>
        <source>Save the timeline as it is shown now as a %1 file</source>
        <translation>将当前显示的时间线保存为%1文件</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="55"/>
        <source>&amp;Timeline...</source>
        <translation>时间线(&amp;T)...</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="56"/>
        <source>&amp;Memory Chart...</source>
        <translation>内存图表(&amp;M)...</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="57"/>
        <source>Dependency &amp;Graph...</source>
        <translation>依赖关系图(&amp;G)...</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="58"/>
        <source>&amp;Comparison...</source>
        <translation>比较(&amp;C)...</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="62"/>
        <source>Save this view as PNG, SVG or PDF at a size you choose</source>
        <translation>按所选尺寸将此视图保存为PNG、SVG或PDF</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="65"/>
        <source>Export &amp;Trace...</source>
        <translation>导出跟踪文件(&amp;T)...</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="66"/>
        <source>Save the last run as a Chrome trace for Perfetto or chrome://tracing</source>
        <translation>将上一次运行保存为Chrome跟踪文件，供Perfetto或chrome://tracing使用</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="69"/>
        <source>Open &amp;Python Script...</source>
        <translation>打开Python脚本(&amp;P)...</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="70"/>
        <source>Open a Python script (mxnet, torch, d2l) in the Code dock, to run its cells on AsyncLab&apos;s engine</source>
        <translation>在“代码”面板中打开Python脚本（mxnet、torch、d2l），在AsyncLab的引擎上运行它的单元格</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="72"/>
        <source>Save P&amp;ython Script</source>
        <translation>保存Python脚本(&amp;Y)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="73"/>
        <source>Save the Code dock&apos;s script (Ctrl+S in the editor)</source>
        <translation>保存“代码”面板中的脚本（在编辑器中按Ctrl+S）</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="75"/>
        <source>Save Python Script &amp;As...</source>
        <translation>Python脚本另存为(&amp;A)...</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="76"/>
        <source>Save the Code dock&apos;s script under another name</source>
        <translation>以另一个名称保存“代码”面板中的脚本</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="77"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="77"/>
        <source>Quit AsyncLab</source>
        <translation>退出AsyncLab</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="89"/>
        <source>&amp;About AsyncLab</source>
        <translation>关于AsyncLab(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="90"/>
        <source>Version, license and build information</source>
        <translation>版本、许可证和构建信息</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="97"/>
        <source>&amp;Collapse Device Lanes</source>
        <translation>折叠设备通道(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="98"/>
        <source>Draw each device&apos;s lanes on one row (click a device&apos;s label to toggle one)</source>
        <translation>将每个设备的所有通道绘制在一行中（点击设备标签可单独折叠或展开）</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="99"/>
        <source>&amp;Expand Device Lanes</source>
        <translation>展开设备通道(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="100"/>
        <source>One row per lane again</source>
        <translation>恢复为每个通道一行</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="103"/>
        <source>&amp;System</source>
        <translation>跟随系统(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="103"/>
        <source>Follow the desktop&apos;s colours</source>
        <translation>使用桌面的配色</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="104"/>
        <source>&amp;Light</source>
        <translation>浅色(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="105"/>
        <source>Dark text on light backgrounds (good for printed slides)</source>
        <translation>浅色背景上的深色文字（适合打印的幻灯片）</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="106"/>
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="107"/>
        <source>Light text on dark backgrounds (good for a darkened lecture hall)</source>
        <translation>深色背景上的浅色文字（适合光线较暗的教室）</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="115"/>
        <source>Teacher &amp;Mode</source>
        <translation>教师模式(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="116"/>
        <source>For a class: predictions are asked of the room, each run&apos;s result stays hidden until Reveal, and the fonts are large enough for a projector</source>
        <translation>用于课堂：预测由全班回答，每次运行的结果在按下“揭晓”之前保持隐藏，字体也放大到适合投影仪</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="120"/>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="121"/>
        <source>Replay the run at the speed chosen beside the slider (Ctrl+Space)</source>
        <translation>按滑块旁选择的速度重放这次运行（Ctrl+Space）</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="124"/>
        <source>Previous</source>
        <translation>上一步</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="125"/>
        <source>Back to the previous instant an op started or ended (,)</source>
        <translation>回到上一个运算开始或结束的时刻（,）</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="128"/>
        <source>Next</source>
        <translation>下一步</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="129"/>
        <source>On to the next instant an op starts or ends (.)</source>
        <translation>前进到下一个运算开始或结束的时刻（.）</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="130"/>
        <source>End</source>
        <translation>结束</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="131"/>
        <source>End the replay: the views show the whole run again</source>
        <translation>结束重放：各视图重新显示整个运行</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="135"/>
        <source>System &amp;Language</source>
        <translation>系统语言(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="136"/>
        <source>The desktop&apos;s language, where AsyncLab has it</source>
        <translation>使用桌面系统的语言（AsyncLab支持时）</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="143"/>
        <source>The interface and the lessons in %1</source>
        <translation>界面和课程使用%1</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="152"/>
        <location filename="../../ui/window_actions.cpp" line="271"/>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="153"/>
        <source>Run the selected scenario with these parameters (Ctrl+R).</source>
        <translation>用这些参数运行所选场景（Ctrl+R）。</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="155"/>
        <source>&amp;Stop</source>
        <translation>停止(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="156"/>
        <source>Stop the run at its next check; what ran so far is shown (Esc).</source>
        <translation>在下一个检查点停止运行，并显示到目前为止已运行的部分（Esc）。</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="158"/>
        <source>&amp;Pause</source>
        <translation>暂停(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="159"/>
        <source>Hold the front end before its next op; the engine finishes what is already queued (F6; again to resume).</source>
        <translation>让前端在发出下一个运算之前暂停；引擎会完成已在队列中的运算（F6；再按一次继续）。</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="162"/>
        <source>S&amp;tep</source>
        <translation>单步(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="163"/>
        <source>Let the front end issue exactly one more op, then hold it again (F10).</source>
        <translation>让前端再发出一个运算，然后再次暂停（F10）。</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="165"/>
        <source>&amp;Compare...</source>
        <translation>比较(&amp;C)...</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="166"/>
        <source>Run the scenario twice with one setting changed (sync versus async, imperative versus hybridized) and show both on one time axis (Ctrl+Shift+R).</source>
        <translation>改变一项设置后运行场景两次（如同步与异步、命令式与hybridize之后），并在同一时间轴上显示两次运行（Ctrl+Shift+R）。</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="170"/>
        <source>Show &amp;Hybridized Graph</source>
        <translation>显示hybridize后的计算图(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="171"/>
        <source>Trace the Network dock&apos;s network and show its graph before and after each optimization pass (Ctrl+G).</source>
        <translation>追踪“网络”面板中的网络，并显示每个优化步骤前后的计算图（Ctrl+G）。</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="174"/>
        <source>Run C&amp;ell</source>
        <translation>运行单元格(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="178"/>
        <source>Run Cell and Ad&amp;vance</source>
        <translation>运行单元格并前进(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="182"/>
        <source>Run &amp;All Cells</source>
        <translation>运行全部单元格(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="186"/>
        <source>Restart P&amp;ython</source>
        <translation>重启Python(&amp;Y)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="175"/>
        <source>Run the Code dock&apos;s cell that holds the cursor, in the namespace the cells before left (Ctrl+Enter).</source>
        <translation>在之前的单元格留下的命名空间中，运行“代码”面板里光标所在的单元格（Ctrl+Enter）。</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="42"/>
        <source>&amp;Open...</source>
        <translation>打开(&amp;O)...</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="43"/>
        <source>Open a Chrome trace (.json, .json.gz), a session, an MXNet symbol or a Python script: AsyncLab recognises which by its content</source>
        <translation>打开Chrome跟踪文件（.json、.json.gz）、会话、MXNet符号或Python脚本：AsyncLab根据内容识别文件类型</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="79"/>
        <source>&amp;Save Session</source>
        <translation>保存会话(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="80"/>
        <source>Save the network, the run settings and the last run in the session&apos;s file (a new session asks for one)</source>
        <translation>将网络、运行设置和上一次运行保存到会话文件中（新会话会询问文件名）</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="83"/>
        <source>Save Session &amp;As...</source>
        <translation>会话另存为(&amp;A)...</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="84"/>
        <source>Save the network, the run settings and the last run in another file</source>
        <translation>将网络、运行设置和上一次运行保存到另一个文件中</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="86"/>
        <source>&amp;Manual</source>
        <translation>使用手册(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="87"/>
        <source>The Lesson dock: the chapter step by step, each step with its run (F1)</source>
        <translation>课程面板：逐步学习本章，每一步都有它的运行（F1）</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="92"/>
        <source>About &amp;Qt</source>
        <translation>关于Qt(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="93"/>
        <source>The version of Qt AsyncLab runs on, and its license</source>
        <translation>AsyncLab所运行的Qt版本及其许可证</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="179"/>
        <source>Run the cell that holds the cursor, then move to the next cell (Shift+Enter).</source>
        <translation>运行光标所在的单元格，然后移到下一个单元格（Shift+Enter）。</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="183"/>
        <source>Run every cell of the script, from the first, one after another (Ctrl+Shift+Enter).</source>
        <translation>从第一个单元格开始，依次运行脚本的所有单元格（Ctrl+Shift+Enter）。</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="187"/>
        <source>Forget every variable the cells made and start on a fresh engine, with mxnet, torch and d2l imported anew.</source>
        <translation>丢弃单元格创建的所有变量，在全新的引擎上重新开始，并重新导入mxnet、torch和d2l。</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="191"/>
        <source>Run Cell</source>
        <translation>运行单元格</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="192"/>
        <source>Run, Next</source>
        <translation>运行并前进</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="193"/>
        <source>Run All</source>
        <translation>全部运行</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="194"/>
        <source>Restart</source>
        <translation>重启</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="196"/>
        <source>Time GPU Ops on the &amp;Device</source>
        <translation>在设备上为GPU运算计时(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="197"/>
        <source>On a real GPU, place each op where the GPU ran it, from timing events recorded around it, as Nsight Systems shows kernels. Off: where the host launched it. Applies from the next run.</source>
        <translation>在真实GPU上，根据运算前后记录的计时事件，把每个运算画在GPU实际执行它的位置，就像Nsight Systems显示内核那样。关闭时：画在主机启动它的位置。从下一次运行起生效。</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="202"/>
        <source>Skip the &amp;Math (Timing Only)</source>
        <translation>跳过数值计算（仅计时）(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="203"/>
        <source>In simulated runs, put every op on the clock and account its memory without computing it, so that a large network or a long loop finishes in seconds. Times and memory stay the same; values are not computed (scenarios and networks that print values or branch on them compute them anyway). Applies from the next run.</source>
        <translation>在模拟运行中，只为每个运算计时并统计其内存，而不实际计算，这样大型网络或长循环也能在几秒内完成。时间和内存不变；只是不计算数值（需要打印数值或根据数值分支的场景和网络仍会计算）。从下一次运行起生效。</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="209"/>
        <source>Sleep at &amp;Once</source>
        <translation>立即休眠(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="210"/>
        <source>Threads sleep as soon as they run out of work: every hand-over between the front end and a worker goes through the kernel</source>
        <translation>线程一没有工作就立即休眠：前端与工作线程之间的每次交接都要经过操作系统内核</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="212"/>
        <source>Spin %1 µs (&amp;Default)</source>
        <translation>自旋%1 µs（默认）(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="213"/>
        <source>A few times what a sleep and a wake-up cost: ops that follow each other closely never pay it</source>
        <translation>相当于一次休眠加唤醒开销的几倍：紧接着到来的运算永远不必付出这一开销</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="215"/>
        <source>Spin &amp;200 µs</source>
        <translation>自旋200 µs(&amp;2)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="215"/>
        <source>Longer gaps between ops are bridged too</source>
        <translation>运算之间较长的间隔也能跨过</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="216"/>
        <source>Spin &amp;1 ms</source>
        <translation>自旋1 ms(&amp;1)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="217"/>
        <source>Idle threads hold their cores for up to a millisecond</source>
        <translation>空闲线程最多占用其核心1毫秒</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="223"/>
        <location filename="../../ui/window_actions.cpp" line="341"/>
        <source>&amp;Other...</source>
        <translation>其他(&amp;O)...</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="225"/>
        <source>Any budget from 0 to %1 µs</source>
        <translation>0到%1 µs之间的任意时长</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="234"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="243"/>
        <source>&amp;Export View</source>
        <translation>导出视图(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="250"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="258"/>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="261"/>
        <source>Re&amp;play</source>
        <translation>重放(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="265"/>
        <source>L&amp;anguage</source>
        <translation>语言(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="280"/>
        <source>&amp;Spin Before Sleeping</source>
        <translation>休眠前自旋等待(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="284"/>
        <source>How long an idle worker, or the front end waiting at a sync, watches for work on its core before it sleeps. Waking a sleeping thread costs the waker microseconds (the Summary counts them as cpu_wakeups). Applies from the next run.</source>
        <translation>空闲的工作线程或在同步点等待的前端，在休眠前于其核心上持续查看有无新工作的时长。唤醒一个休眠的线程要让唤醒者花费若干微秒（“摘要”中将其计为cpu_wakeups）。从下一次运行起生效。</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="292"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="341"/>
        <source>&amp;Other (%1 µs)...</source>
        <translation>其他（%1 µs）(&amp;O)...</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="354"/>
        <source>Spin Before Sleeping</source>
        <translation>休眠前自旋等待</translation>
    </message>
    <message>
        <location filename="../../ui/window_actions.cpp" line="355"/>
        <source>Microseconds an idle thread spins before it sleeps (0 to %1):</source>
        <translation>空闲线程在休眠前自旋等待的微秒数（0到%1）：</translation>
    </message>
</context>
</TS>
